/*
 * `pnpm --filter @rico/local-backend inbox:smoke`: starts the Auth emulator, seeds the staff account,
 * signs in with its password through the local backend and asks its inbox for the messages with that
 * token; prints how long each step took. What `pnpm start` will do, in one command, for whoever wires it in.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedStaff, startAuthEmulator } from '@rico/inbox/emulator';

const emulator = await startAuthEmulator();
console.log(`Auth emulator on ${emulator.host}, answering after ${emulator.startupMs} ms`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'rico-inbox-smoke-'));
try {
  const staff = await seedStaff(emulator.host);
  console.log(`Staff: ${staff.email} / ${staff.password}`);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  // Imported only now: firebase-admin reads the emulator's address when its Auth is made.
  const { startLocalBackend } = await import('../src/index');
  const backend = await startLocalBackend({
    port: 0,
    dataDir,
    log: { info: () => undefined, error: console.error },
  });
  try {
    // Through the backend, as the inbox page signs in: the inbox takes only tokens its sign-in issued.
    const signIn = await fetch(
      `${backend.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: staff.email, password: staff.password, returnSecureToken: true }),
      },
    );
    const { idToken } = (await signIn.json()) as { idToken: string };
    for (const [label, token] of [
      ['staff token', idToken],
      ['no token', ''],
    ] as const) {
      const response = await fetch(`${backend.url}/api/inbox/messages`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      console.log(`GET /api/inbox/messages with ${label}: ${response.status} ${await response.text()}`);
    }
  } finally {
    await backend.close();
  }
} finally {
  await emulator.stop();
  await rm(dataDir, { recursive: true, force: true });
  console.log('Auth emulator stopped');
}
