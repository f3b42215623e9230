import { parseArgs } from 'node:util';
import { emailPattern } from '@rico/contact';

export const staffUsage = `Usage: pnpm staff <command> [--project <id>]

  grant <e-mail>                 give an account the inbox (creating it, with a link to choose a password)
  revoke <e-mail>                take the inbox away and end the account's sign-in everywhere
  password-link <e-mail>         print a link for the account to choose a new password
  reset-second-factor <e-mail>   forget the account's authenticator app (a lost phone); set up again at next sign-in
  list                           the accounts that have the inbox
  lockdown [--check]             set production's sign-in as docs/operators.md says (--check: report only)

Production: Application Default Credentials (gcloud auth application-default login) and --project, or
GOOGLE_CLOUD_PROJECT. With FIREBASE_AUTH_EMULATOR_HOST set, the accounts commands use the local Auth emulator.`;

export type StaffCommand = 'grant' | 'revoke' | 'password-link' | 'reset-second-factor' | 'list' | 'lockdown';

const withEmail: readonly StaffCommand[] = ['grant', 'revoke', 'password-link', 'reset-second-factor'];
const commands: readonly StaffCommand[] = [...withEmail, 'list', 'lockdown'];

export type StaffArgs =
  | { kind: 'help' }
  | { kind: 'refused'; message: string }
  | { kind: 'run'; command: StaffCommand; email: string; project: string | undefined; check: boolean };

/** What the operator asked for, or why it cannot be run: never a stack trace for a typing slip. */
export function parseStaffArgs(argv: readonly string[]): StaffArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        project: { type: 'string' },
        check: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    return { kind: 'refused', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  const [command, email = '', ...rest] = positionals;
  if (values.help || command === 'help') return { kind: 'help' };
  if (!commands.includes(command as StaffCommand))
    return { kind: 'refused', message: `Unknown command: ${command ?? '(none)'}.` };
  const named = command as StaffCommand;
  if (withEmail.includes(named) && !emailPattern.test(email))
    return { kind: 'refused', message: 'Give the e-mail address of the account.' };
  const extra = withEmail.includes(named) ? rest : [email, ...rest].filter(Boolean);
  if (extra.length > 0) return { kind: 'refused', message: `Unexpected: ${extra.join(' ')}.` };
  if (values.check && named !== 'lockdown')
    return { kind: 'refused', message: '--check is for lockdown only.' };
  return { kind: 'run', command: named, email, project: values.project, check: values.check ?? false };
}
