/*
 * Exactly the calls the inbox page's staff sign-in makes to the Auth emulator, recorded from the page
 * in Chromium (sign in, a wrong password, a reload that restores the session, an hour for the token
 * to need refreshing, sign out). Anything else the emulator offers (admin calls, sign-up, reset codes,
 * custom tokens, identity providers, its /emulator/ pages) is something the site never asks for: a
 * way for whoever reaches the site to change accounts, so it is refused without asking the emulator.
 * Signing out makes no call: the SDK only forgets the session in the browser.
 */

export interface SignInCall {
  /** The path on the site's origin, as the Auth SDK builds it once `connectAuthEmulator` names it. */
  path: string;
  /** How the SDK sends the body. */
  body: 'json' | 'form';
  /** The fields the SDK sends; any other is refused (the emulator reads some as an administrator's). */
  fields: readonly string[];
  /** Fields that must be present. */
  required: readonly string[];
}

export const signInCalls = {
  /** The sign-in form: e-mail and password, answered with an ID token and a refresh token. */
  signIn: {
    path: '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
    body: 'json',
    fields: ['email', 'password', 'returnSecureToken', 'clientType'],
    required: ['email', 'password'],
  },
  /**
   * The account behind the token (its e-mail address): read with the account's own ID token right
   * after signing in, and when a page opens with a stored session.
   */
  lookup: {
    path: '/identitytoolkit.googleapis.com/v1/accounts:lookup',
    body: 'json',
    fields: ['idToken'],
    required: ['idToken'],
  },
  /** An ID token lasts an hour: before it ends, the SDK trades the refresh token for a new one. */
  refresh: {
    path: '/securetoken.googleapis.com/v1/token',
    body: 'form',
    fields: ['grant_type', 'refresh_token'],
    required: ['grant_type', 'refresh_token'],
  },
} as const satisfies Record<string, SignInCall>;

export type SignInCallName = keyof typeof signInCalls;

/** The Auth emulator's path prefixes on the site's origin: all of them are this route's to answer. */
export const authEmulatorPrefixes = [
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/emulator/',
] as const;

export const isAuthEmulatorPath = (pathname: string) =>
  authEmulatorPrefixes.some((prefix) => pathname.startsWith(prefix));

export const signInCallAt = (pathname: string): SignInCallName | null =>
  (Object.keys(signInCalls) as SignInCallName[]).find((name) => signInCalls[name].path === pathname) ?? null;

export type Fields = Record<string, unknown>;

/** The body's fields, or why they are refused (an Identity Toolkit error message). */
export function readFields(call: SignInCall, text: string): Fields | string {
  let fields: Fields;
  if (call.body === 'form') {
    fields = Object.fromEntries(new URLSearchParams(text));
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return 'INVALID_ARGUMENT : The request body is not JSON.';
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return 'INVALID_ARGUMENT : The request body is not a JSON object.';
    fields = parsed as Fields;
  }
  const unexpected = Object.keys(fields).find((field) => !call.fields.includes(field));
  if (unexpected !== undefined) return `INVALID_ARGUMENT : Unexpected field ${unexpected}.`;
  const missing = call.required.find((field) => fields[field] === undefined || fields[field] === '');
  if (missing !== undefined) return `INVALID_ARGUMENT : Missing field ${missing}.`;
  return fields;
}

/** The body the emulator is sent: the fields as the SDK sent them, re-encoded. */
export const encodeFields = (call: SignInCall, fields: Fields) =>
  call.body === 'form'
    ? {
        contentType: 'application/x-www-form-urlencoded',
        text: new URLSearchParams(fields as Record<string, string>).toString(),
      }
    : { contentType: 'application/json', text: JSON.stringify(fields) };
