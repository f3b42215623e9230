import { randomBytes } from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { staffClaim } from '../firebase/staffVerifier';

/** The part of firebase-admin's Auth the staff command uses (a fake in its tests). */
export type StaffAdmin = Pick<
  Auth,
  | 'getUserByEmail'
  | 'createUser'
  | 'setCustomUserClaims'
  | 'revokeRefreshTokens'
  | 'generatePasswordResetLink'
  | 'listUsers'
  | 'updateUser'
>;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

async function findUser(auth: StaffAdmin, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Gives an account the staff claim, creating it first if there is none (with a random password
 * nobody knows: the person sets their own through the reset link printed for the operator to send).
 * Other custom claims are kept.
 */
export async function grantStaff(auth: StaffAdmin, email: string): Promise<string[]> {
  const lines: string[] = [];
  let user = await findUser(auth, email);
  if (!user) {
    user = await auth.createUser({
      email,
      password: randomBytes(24).toString('base64url'),
      emailVerified: false,
    });
    lines.push(`Created the account ${email} (${user.uid}).`);
    const link = await auth.generatePasswordResetLink(email);
    lines.push(`Send this link to ${email} so they can choose a password:`, `  ${link}`);
  }
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, [staffClaim]: true });
  lines.push(`${email} may now use the inbox (from their next sign-in, or within an hour).`);
  return lines;
}

/**
 * Takes the staff claim away and revokes the account's refresh tokens, so the ID token it holds
 * stops working at once (the inbox checks revocation on every call).
 */
export async function revokeStaff(auth: StaffAdmin, email: string): Promise<string[]> {
  const user = await findUser(auth, email);
  if (!user) return [`There is no account for ${email}: nothing to revoke.`];
  const claims: Record<string, unknown> = { ...user.customClaims };
  Reflect.deleteProperty(claims, staffClaim);
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  await auth.revokeRefreshTokens(user.uid);
  return [`${email} can no longer use the inbox; their sign-in was ended everywhere.`];
}

/**
 * A link to choose a new password, for an operator to send: after the policy changed (an older,
 * shorter password no longer signs in), or a forgotten one. Choosing it also confirms the address.
 */
export async function passwordLink(auth: StaffAdmin, email: string): Promise<string[]> {
  const user = await findUser(auth, email);
  if (!user) return [`There is no account for ${email}: grant it first.`];
  const link = await auth.generatePasswordResetLink(email);
  return [`Send this link to ${email} so they can choose a new password:`, `  ${link}`];
}

/**
 * Forgets the account's second factors (an authenticator app on a lost or replaced phone) and ends its
 * sign-in everywhere: at the next sign-in, after the password, the inbox asks them to set up a new one.
 */
export async function resetSecondFactor(auth: StaffAdmin, email: string): Promise<string[]> {
  const user = await findUser(auth, email);
  if (!user) return [`There is no account for ${email}: nothing to reset.`];
  await auth.updateUser(user.uid, { multiFactor: { enrolledFactors: null } });
  await auth.revokeRefreshTokens(user.uid);
  return [
    `${email} has no authenticator app now and was signed out everywhere.`,
    'At their next sign-in the inbox asks them to set one up, after their password.',
  ];
}

/** Every account with the staff claim, one line each. */
export async function listStaff(auth: StaffAdmin): Promise<string[]> {
  const staff: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    staff.push(...page.users.filter((user) => user.customClaims?.[staffClaim] === true));
    pageToken = page.pageToken;
  } while (pageToken);
  if (staff.length === 0) return ['No account has access to the inbox.'];
  return staff
    .map(
      (user) =>
        `${user.email ?? '(no e-mail)'}  ${user.uid}  last sign-in: ${user.metadata.lastSignInTime || 'never'}`,
    )
    .sort();
}
