import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { GoogleAuth } from 'google-auth-library';
import { applyLockdown, checkLockdown } from './lockdownCommand';
import { parseStaffArgs, staffUsage, type StaffCommand } from './staffArgs';
import {
  grantStaff,
  listStaff,
  passwordLink,
  resetSecondFactor,
  revokeStaff,
  type StaffAdmin,
} from './staffCommands';

/*
 * `pnpm staff grant|revoke|password-link|reset-second-factor <e-mail>`, `pnpm staff list`, `pnpm staff lockdown
 * [--check]` (usage: staffArgs.ts). Production: Application Default Credentials (`gcloud auth
 * application-default login`) of someone allowed to manage the project's users and its
 * Authentication settings, and `--project <id>`. Locally: the accounts commands run against the Auth
 * emulator when FIREBASE_AUTH_EMULATOR_HOST is set (project demo-rico unless --project says
 * otherwise). Claims can only be set with such admin credentials: no one can grant themselves.
 */

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${staffUsage}\n`);
  process.exit(1);
}

const args = parseStaffArgs(process.argv.slice(2));
if (args.kind === 'help') {
  process.stdout.write(`${staffUsage}\n`);
  process.exit(0);
}
if (args.kind === 'refused') fail(args.message);

const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const { command, email, check } = args;
const projectId = args.project ?? (emulator ? 'demo-rico' : process.env.GOOGLE_CLOUD_PROJECT);
if (!projectId) fail('Say which Firebase project: --project <id>.');
// The emulator has no project config to lock down: the command is about the real project.
if (command === 'lockdown' && emulator)
  fail('lockdown sets a real Firebase project: unset FIREBASE_AUTH_EMULATOR_HOST.');

const accountCommands: Record<Exclude<StaffCommand, 'lockdown'>, (auth: StaffAdmin) => Promise<string[]>> = {
  grant: (auth) => grantStaff(auth, email),
  revoke: (auth) => revokeStaff(auth, email),
  'password-link': (auth) => passwordLink(auth, email),
  'reset-second-factor': (auth) => resetSecondFactor(auth, email),
  list: (auth) => listStaff(auth),
};

async function run(): Promise<{ lines: string[]; ok: boolean }> {
  if (command === 'lockdown') {
    const client = await new GoogleAuth({
      scopes: ['https://www.googleapis.com/auth/cloud-platform'],
    }).getClient();
    return check ? checkLockdown(client, projectId ?? '') : applyLockdown(client, projectId ?? '');
  }
  const app = emulator
    ? initializeApp({ projectId })
    : initializeApp({ projectId, credential: applicationDefault() });
  return { lines: await accountCommands[command](getAuth(app)), ok: true };
}

process.stdout.write(`${emulator ? `Auth emulator at ${emulator}` : `Firebase project ${projectId}`}\n`);
try {
  const { lines, ok } = await run();
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
