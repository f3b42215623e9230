import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { emailPattern } from '@rico/contact';
import { grantStaff, listStaff, revokeStaff } from './staffCommands';

/*
 * `pnpm staff grant name@company`, `pnpm staff revoke name@company`, `pnpm staff list`.
 * Production: Application Default Credentials (`gcloud auth application-default login`) of someone
 * allowed to manage the project's users, and `--project <id>`. Locally: against the Auth emulator
 * when FIREBASE_AUTH_EMULATOR_HOST is set (project demo-rico unless --project says otherwise).
 * Claims can only be set with such admin credentials: no one can grant themselves from the site.
 */
const usage = 'Usage: pnpm staff grant|revoke <e-mail> [--project <id>]  ·  pnpm staff list [--project <id>]';
const { values, positionals } = parseArgs({
  options: { project: { type: 'string' } },
  allowPositionals: true,
});
const [command, email] = positionals;
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = values.project ?? (emulator ? 'demo-rico' : process.env.GOOGLE_CLOUD_PROJECT);

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(1);
}

if (!projectId) fail('Say which Firebase project: --project <id>.');
if (command !== 'list' && command !== 'grant' && command !== 'revoke')
  fail(`Unknown command: ${command ?? '(none)'}.`);
if (command !== 'list' && !(email && emailPattern.test(email)))
  fail('Give the e-mail address of the account.');

const app = emulator
  ? initializeApp({ projectId })
  : initializeApp({ projectId, credential: applicationDefault() });
const auth = getAuth(app);
process.stdout.write(`${emulator ? `Auth emulator at ${emulator}` : `Firebase project ${projectId}`}\n`);
try {
  const lines =
    command === 'list'
      ? await listStaff(auth)
      : command === 'grant'
        ? await grantStaff(auth, email ?? '')
        : await revokeStaff(auth, email ?? '');
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  fail(`Failed: ${error instanceof Error ? error.message : String(error)}`);
}
