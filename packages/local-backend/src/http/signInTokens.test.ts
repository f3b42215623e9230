import { describe, expect, it } from 'vitest';
import { createSignInTokens } from './signInTokens';

/** An unsigned token expiring at `exp` (seconds), as the emulator writes them. */
const tokenUntil = (exp: number, uid = 'u') =>
  `e30.${Buffer.from(JSON.stringify({ exp, sub: uid })).toString('base64url')}.`;

describe('the tokens the staff sign-in issued', () => {
  it('given a token noted, should count it until it expires and never one written alike for another account', () => {
    // Milliseconds, as Date.now(); tokens say seconds.
    let now = 1_000_000_000_000;
    const tokens = createSignInTokens(() => now);
    tokens.issued(tokenUntil(1_000_003_600));
    expect(tokens.isIssued(tokenUntil(1_000_003_600))).toBe(true);
    expect(tokens.isIssued(tokenUntil(1_000_003_600, 'someone-else'))).toBe(false);
    now = 1_000_003_599_999;
    expect(tokens.isIssued(tokenUntil(1_000_003_600))).toBe(true);
    now = 1_000_003_600_000;
    expect(tokens.isIssued(tokenUntil(1_000_003_600))).toBe(false);
  });

  it('given a refresh token, should hand out a handle that only this process turns back into it', () => {
    const tokens = createSignInTokens(() => 0);
    const handle = tokens.handleFor('emulator-refresh');
    expect(handle).not.toContain('emulator-refresh');
    expect(tokens.refreshTokenBehind(handle)).toBe('emulator-refresh');
    expect(tokens.handleFor('emulator-refresh-2', handle)).toBe(handle);
    expect(tokens.refreshTokenBehind(handle)).toBe('emulator-refresh-2');
    expect(
      tokens.refreshTokenBehind(createSignInTokens(() => 0).handleFor('emulator-refresh')),
    ).toBeUndefined();
  });
});
