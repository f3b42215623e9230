import type { UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { grantStaff, listStaff, passwordLink, resetSecondFactor, revokeStaff } from './staffCommands';

interface FakeUser {
  uid: string;
  email: string;
  customClaims?: Record<string, unknown>;
  revoked?: boolean;
  secondFactors?: string[];
}

/** Auth's user admin in memory: enough to see what the commands change. */
function fakeAuth(users: FakeUser[] = []) {
  const record = (user: FakeUser) =>
    ({ ...user, metadata: { lastSignInTime: undefined } }) as unknown as UserRecord;
  const byEmail = (email: string) => users.find((user) => user.email === email);
  const auth = {
    getUserByEmail: (email: string) => {
      const user = byEmail(email);
      return user
        ? Promise.resolve(record(user))
        : Promise.reject(Object.assign(new Error('none'), { code: 'auth/user-not-found' }));
    },
    createUser: ({ email }: { email: string }) => {
      const user = { uid: `uid-${String(users.length + 1)}`, email };
      users.push(user);
      return Promise.resolve(record(user));
    },
    setCustomUserClaims: (uid: string, claims: Record<string, unknown> | null) => {
      const user = users.find((candidate) => candidate.uid === uid);
      if (user) user.customClaims = claims ?? undefined;
      return Promise.resolve();
    },
    revokeRefreshTokens: (uid: string) => {
      const user = users.find((candidate) => candidate.uid === uid);
      if (user) user.revoked = true;
      return Promise.resolve();
    },
    updateUser: (uid: string, changes: { multiFactor?: { enrolledFactors: null } }) => {
      const user = users.find((candidate) => candidate.uid === uid);
      if (user && changes.multiFactor) user.secondFactors = [];
      return Promise.resolve(record(user ?? { uid, email: '' }));
    },
    generatePasswordResetLink: (email: string) => Promise.resolve(`https://reset.example/?email=${email}`),
    listUsers: () => Promise.resolve({ users: users.map(record) }),
  };
  return { auth, users };
}

describe('the staff command', () => {
  it('given grant for a new address, should create the account, print a reset link and set the claim', async () => {
    const { auth, users } = fakeAuth();
    const lines = await grantStaff(auth, 'sam@rico.example');
    expect(users).toEqual([{ uid: 'uid-1', email: 'sam@rico.example', customClaims: { staff: true } }]);
    expect(lines.join('\n')).toContain('https://reset.example/?email=sam@rico.example');
  });

  it('given grant for an existing account, should keep its other claims and print no link', async () => {
    const { auth, users } = fakeAuth([
      { uid: 'u1', email: 'kim@rico.example', customClaims: { beta: true } },
    ]);
    const lines = await grantStaff(auth, 'kim@rico.example');
    expect(users[0]?.customClaims).toEqual({ beta: true, staff: true });
    expect(lines.join('\n')).not.toContain('https://');
  });

  it('given revoke, should remove the claim and revoke the refresh tokens', async () => {
    const { auth, users } = fakeAuth([
      { uid: 'u1', email: 'kim@rico.example', customClaims: { staff: true } },
    ]);
    await revokeStaff(auth, 'kim@rico.example');
    expect(users[0]).toEqual({
      uid: 'u1',
      email: 'kim@rico.example',
      customClaims: undefined,
      revoked: true,
    });
  });

  it('given password-link, should print a link for an existing account only, changing nothing', async () => {
    const { auth, users } = fakeAuth([
      { uid: 'u1', email: 'kim@rico.example', customClaims: { staff: true } },
    ]);
    expect(await passwordLink(auth, 'kim@rico.example')).toEqual([
      'Send this link to kim@rico.example so they can choose a new password:',
      '  https://reset.example/?email=kim@rico.example',
    ]);
    expect(await passwordLink(auth, 'nobody@rico.example')).toEqual([
      'There is no account for nobody@rico.example: grant it first.',
    ]);
    expect(users).toEqual([{ uid: 'u1', email: 'kim@rico.example', customClaims: { staff: true } }]);
  });

  it('given reset-second-factor, should forget the authenticator app and end the sign-in, keeping the claim', async () => {
    const { auth, users } = fakeAuth([
      { uid: 'u1', email: 'kim@rico.example', customClaims: { staff: true }, secondFactors: ['totp'] },
    ]);
    const lines = await resetSecondFactor(auth, 'kim@rico.example');
    expect(users[0]).toEqual({
      uid: 'u1',
      email: 'kim@rico.example',
      customClaims: { staff: true },
      secondFactors: [],
      revoked: true,
    });
    expect(lines.join(' ')).toContain('set one up');
    expect(await resetSecondFactor(auth, 'nobody@rico.example')).toEqual([
      'There is no account for nobody@rico.example: nothing to reset.',
    ]);
  });

  it('given list, should print the accounts with the claim only', async () => {
    const { auth } = fakeAuth([
      { uid: 'u1', email: 'kim@rico.example', customClaims: { staff: true } },
      { uid: 'u2', email: 'ann@example.co.uk' },
    ]);
    expect(await listStaff(auth)).toEqual(['kim@rico.example  u1  last sign-in: never']);
  });
});
