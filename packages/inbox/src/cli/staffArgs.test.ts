import { describe, expect, it } from 'vitest';
import { parseStaffArgs, staffUsage } from './staffArgs';

describe('the staff command line', () => {
  it.each([['--help'], ['-h'], ['help'], ['grant', '--help']])(
    'given %s, should ask for the usage',
    (...argv) => {
      expect(parseStaffArgs(argv)).toEqual({ kind: 'help' });
    },
  );

  it('should list every command in its usage', () => {
    for (const command of [
      'grant',
      'revoke',
      'password-link',
      'reset-second-factor',
      'list',
      'lockdown [--check]',
    ])
      expect(staffUsage).toContain(command);
  });

  it.each([
    [['--frobnicate'], /Unknown option '--frobnicate'/],
    [['promote', 'sam@rico.example'], /^Unknown command: promote\.$/],
    [[], /^Unknown command: \(none\)\.$/],
    [['grant'], /^Give the e-mail address of the account\.$/],
    [['revoke', 'not-an-address'], /^Give the e-mail address of the account\.$/],
    [['list', '--check'], /^--check is for lockdown only\.$/],
    [['lockdown', 'now'], /^Unexpected: now\.$/],
  ])('given %j, should refuse it saying why', (argv, message) => {
    const parsed = parseStaffArgs(argv);
    expect(parsed.kind).toBe('refused');
    expect(parsed.kind === 'refused' ? parsed.message : '').toMatch(message);
  });

  it('given a command, its address and options, should read them', () => {
    expect(parseStaffArgs(['grant', 'sam@rico.example', '--project', 'rico-prod'])).toEqual({
      kind: 'run',
      command: 'grant',
      email: 'sam@rico.example',
      project: 'rico-prod',
      check: false,
    });
    expect(parseStaffArgs(['lockdown', '--check'])).toMatchObject({
      kind: 'run',
      command: 'lockdown',
      check: true,
    });
  });
});
