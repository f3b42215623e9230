import { randomBytes } from 'node:crypto';

export interface SeededStaff {
  email: string;
  password: string;
  uid: string;
}

const ownerHeaders = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };

async function post(
  url: string,
  body: object,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
  method = 'POST',
) {
  const response = await fetch(url, { method, headers, body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, unknown> & { error?: { message?: string } };
  return { ok: response.ok, json };
}

/**
 * A member of staff in the Auth emulator for `pnpm start` to print: staff@rico.example with a new
 * random password and the staff claim, through the emulator's REST API (the emulator takes
 * `Bearer owner` as admin). Run again, it gives the same account a new password. The emulator is
 * set as `pnpm staff lockdown` sets production: a wrong address and a wrong password get the same
 * answer, so the sign-in does not tell anyone which addresses have accounts.
 */
export async function seedStaff(
  emulatorHost: string,
  projectId = 'demo-rico',
  email = 'staff@rico.example',
): Promise<SeededStaff> {
  const base = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
  const privacy = await post(
    `http://${emulatorHost}/emulator/v1/projects/${projectId}/config`,
    { emailPrivacyConfig: { enableImprovedEmailPrivacy: true } },
    ownerHeaders,
    'PATCH',
  );
  if (!privacy.ok)
    throw new Error(
      `Could not configure the Auth emulator: ${privacy.json.error?.message ?? 'unknown error'}`,
    );
  const password = randomBytes(12).toString('base64url');
  const signUp = await post(`${base}/accounts:signUp?key=local`, {
    email,
    password,
    returnSecureToken: false,
  });
  let uid = signUp.json.localId as string | undefined;
  if (!signUp.ok) {
    if (signUp.json.error?.message !== 'EMAIL_EXISTS')
      throw new Error(`Could not create ${email}: ${signUp.json.error?.message ?? 'unknown error'}`);
    const lookup = await post(
      `${base}/projects/${projectId}/accounts:lookup`,
      { email: [email] },
      ownerHeaders,
    );
    uid = (lookup.json.users as { localId: string }[] | undefined)?.[0]?.localId;
  }
  if (!uid) throw new Error(`The Auth emulator gave no account for ${email}`);
  const update = await post(
    `${base}/projects/${projectId}/accounts:update`,
    { localId: uid, password, customAttributes: JSON.stringify({ staff: true }) },
    ownerHeaders,
  );
  if (!update.ok)
    throw new Error(`Could not make ${email} staff: ${update.json.error?.message ?? 'unknown error'}`);
  return { email, password, uid };
}
