/**
 * How much a Vitest run prints, `pnpm test`'s or a project's run on its own: a passing test prints
 * nothing, a failing one its error in full with the console output it made (Vitest's 'minimal' reporter
 * keeps a passing test's console to itself), and the run ends with its summary and the figures our
 * reporters print (screenshots, engines, flaky tests). TEST_LOG=list gives Vitest's usual list of every
 * file and its slow tests, and its tuning hints.
 */
import { isCallableVerificationEntry } from '../packages/local-backend/src/functionsLogFilter.ts';

export const quietLog = process.env.TEST_LOG !== 'list';

/** The reporter that lists what ran (the other reporters in vitest.config.ts print figures). */
export const listReporter = quietLog ? 'minimal' : 'default';

/**
 * Vitest's hints at the end of a run (isolation, import and transform costs) are advice for whoever
 * tunes the suite, who asks for them with TEST_LOG=list; the quiet log leaves them out.
 */
export const diagnostics = !quietLog;

/**
 * Vitest's `onConsoleLog`: false drops a line a test printed. The one line dropped is the functions
 * SDK's entry for every callable request whose tokens check out (with no token, as in every test): it
 * says nothing a failure needs, and the SDK takes its console when it loads, so no test can silence it.
 */
export function consoleLine(log: string): false | undefined {
  return isCallableVerificationEntry(log) ? false : undefined;
}
