import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveWithStaffSignIn, type Served } from './serveWithStaffSignIn';
import type { StaffSignIn, StaffSignInReady } from './staffSignIn';

// `pnpm start` with a sign-in that is ready only when the test says so: whatever the emulator's
// start-up time, the site must already answer, and the terminal must then say how to sign in.

let dir = '';
let served: Served | undefined;
let lines: string[] = [];
let stopped = 0;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rico-serve-'));
  mkdirSync(join(dir, 'client', 'inbox'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'client', 'inbox', 'index.html'), '<h1>Staff inbox</h1>');
  writeFileSync(join(dir, 'client', '404.html'), '<h1>404 - Page Not Found</h1>');
  lines = [];
  stopped = 0;
  // Set by a developer's shell, it would point the sign-in at an emulator this test never started.
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
});

afterEach(async () => {
  await served?.site.close();
  served = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A sign-in that settles when the test calls `settle`. */
function heldSignIn() {
  let settleReady: (ready: StaffSignInReady) => void = () => undefined;
  let settleFailed: (error: Error) => void = () => undefined;
  const ready = new Promise<StaffSignInReady>((resolve, reject) => {
    settleReady = resolve;
    settleFailed = reject;
  });
  const signIn: StaffSignIn = {
    ready,
    stop: () => {
      stopped += 1;
      return Promise.resolve();
    },
  };
  return {
    signIn,
    settle: {
      ready: (value: StaffSignInReady) => settleReady(value),
      fail: (error: Error) => settleFailed(error),
    },
  };
}

const serve = (options: { forRealFirebase: boolean; signIn?: StaffSignIn }) =>
  serveWithStaffSignIn({
    publicDir: join(dir, 'client'),
    backend: { dataDir: join(dir, 'data'), log: { info: () => undefined, error: () => undefined } },
    forRealFirebase: options.forRealFirebase,
    startSignIn: () => {
      if (!options.signIn) throw new Error('No sign-in should start');
      return options.signIn;
    },
    log: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  });

const signInAt = (origin: string) =>
  fetch(`${origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'staff@rico.example', password: 'x', returnSecureToken: true }),
  });

describe('pnpm start', () => {
  it('given the sign-in still starting, should serve the site at once and print how to sign in once it is ready', async () => {
    const { signIn, settle } = heldSignIn();
    served = await serve({ forRealFirebase: false, signIn });
    const { origin } = served.site;

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1>Home</h1>');
    expect((await fetch(`${origin}/inbox`)).status).toBe(200);
    // Meanwhile the inbox's sign-in says it is not running yet, rather than hanging.
    expect((await signInAt(origin)).status).toBe(503);
    expect(lines).toEqual([
      `Site: ${origin}/ (with the local backend; this machine only; HOST=0.0.0.0 opens it to your network)`,
      'Staff inbox: starting its sign-in (the Firebase Authentication emulator) in the background...',
    ]);

    settle.ready({
      host: '127.0.0.1:9099',
      staff: { email: 'staff@rico.example', password: 'Pw-4u2', uid: 'uid-1' },
      startupMs: 12_345,
    });
    await served.signInReported;
    expect(lines.at(-1)).toBe(
      `Staff inbox ready: ${origin}/inbox  sign in as staff@rico.example / Pw-4u2  (sign-in emulator answered after 12.3 s)`,
    );
    expect(stopped).toBe(0);
  });

  it('given the sign-in fails to start, should keep serving and say why, and that the rest of the site works', async () => {
    const { signIn, settle } = heldSignIn();
    served = await serve({ forRealFirebase: false, signIn });
    settle.fail(new Error('firebase-tools exited with 1'));
    await served.signInReported;
    expect(lines.at(-1)).toMatch(
      /^Staff inbox: the sign-in .* did not start, .*the rest of the site works\./,
    );
    expect(lines.at(-1)).toContain('Why: firebase-tools exited with 1');
    expect((await fetch(`${served.site.origin}/`)).status).toBe(200);
  });

  it('given a build for a real Firebase project, should start no emulator and print only the site', async () => {
    served = await serve({ forRealFirebase: true });
    expect(lines).toEqual([
      `Site: ${served.site.origin}/ (with the local backend; this machine only; HOST=0.0.0.0 opens it to your network)`,
    ]);
  });
});
