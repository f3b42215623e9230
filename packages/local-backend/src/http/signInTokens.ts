import { createHash, randomBytes } from 'node:crypto';

/*
 * The Auth emulator signs nothing: its ID tokens are `alg: none` JWTs and its refresh tokens base64
 * JSON naming the account, and it accepts any such token it did not write. Knowing an account's uid
 * (the `sub` of any token it ever had) would be enough to write either. So the local backend keeps
 * what production's tokens carry in their signatures: which ID tokens the emulator issued through the
 * site's sign-in, and, in place of each refresh token the browser would hold, a random handle only
 * this process can turn back into it. In memory: the emulator's accounts live no longer than it does.
 */

/** Tokens and handles kept at most; beyond, the oldest go (a session that old signs in again). */
const maxKept = 10_000;

export interface SignInTokens {
  /** Notes an ID token the emulator issued through the site's sign-in. */
  issued(idToken: string): void;
  /** Whether the emulator issued this ID token through the site's sign-in (and it has not expired). */
  isIssued(idToken: string): boolean;
  /**
   * The handle the browser holds instead of the emulator's refresh token: a new one at sign-in, the
   * same one (now standing for the emulator's latest) when a refresh answers.
   */
  handleFor(refreshToken: string, existing?: string): string;
  /** The emulator's refresh token behind a handle this process gave out, else undefined. */
  refreshTokenBehind(handle: string): string | undefined;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Seconds since the epoch at which an ID token expires, or 0 when it names none. */
function expiryOf(idToken: string): number {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp : 0;
  } catch {
    return 0;
  }
}

function keep<Value>(map: Map<string, Value>, key: string, value: Value) {
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= maxKept) break;
    map.delete(oldest);
  }
}

export function createSignInTokens(now: () => number = Date.now): SignInTokens {
  const idTokens = new Map<string, number>();
  const handles = new Map<string, string>();
  return {
    issued(idToken) {
      // Every token lasts the same hour, so the oldest noted expire first.
      for (const [key, expiry] of idTokens) {
        if (expiry * 1000 > now()) break;
        idTokens.delete(key);
      }
      keep(idTokens, digest(idToken), expiryOf(idToken));
    },
    isIssued(idToken) {
      const expiry = idTokens.get(digest(idToken));
      return expiry !== undefined && expiry * 1000 > now();
    },
    handleFor(refreshToken, existing) {
      const handle = existing ?? randomBytes(32).toString('base64url');
      keep(handles, handle, refreshToken);
      return handle;
    },
    refreshTokenBehind: (handle) => handles.get(handle),
  };
}
