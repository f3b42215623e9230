/**
 * Firebase Authentication's REST hosts, which the staff inbox's sign-in calls from the browser in a
 * build for a real Firebase project: Identity Toolkit (sign-in, the account) and Secure Token (the
 * hourly refresh of the ID token). E-mail and password need no popup, so no frame or script host.
 * Locally the Auth emulator is proxied on the site's own origin, so nothing is added there.
 */
export function staffSignInSources(env: { VITE_FIREBASE_PROJECT_ID?: string }): string[] {
  if (!env.VITE_FIREBASE_PROJECT_ID) return [];
  return ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
}

/** The staff inbox's page: the only one whose island signs in (src/routes/inbox). */
export const hasStaffSignIn = (html: string) => html.includes('data-island="inbox"');
