/**
 * The staff inbox's page (/inbox): only what the prerendered shell shows. The inbox's own words
 * (sign-in, list, message, states) are in content/inbox.ts, loaded with the inbox's code, so no
 * visitor page carries them.
 */
export const inboxPage = {
  // For staff only: never in search results (also noindex by header, disallowed in robots.txt).
  meta: { title: 'Staff inbox', noIndex: true },
  title: 'Staff inbox',
  /** Shown instead of the inbox to a browser with JavaScript off. */
  noScript: 'The staff inbox needs JavaScript. Turn it on and reload the page to sign in.',
  /** While the inbox's code loads and the stored sign-in is checked. */
  checking: 'Checking your sign-in...',
} as const;
