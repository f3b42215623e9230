/**
 * How much a Vitest run prints, `pnpm test`'s or a project's run on its own: a passing test prints
 * nothing, a failing one its error in full with the console output it made (Vitest's 'minimal' reporter
 * keeps a passing test's console to itself), and the run ends with its summary and the figures our
 * reporters print (screenshots, engines, flaky tests). TEST_LOG=list gives Vitest's usual list of every
 * file and its slow tests, and its tuning hints.
 */
export const quietLog = process.env.TEST_LOG !== 'list';

/** The reporter that lists what ran (the other reporters in vitest.config.ts print figures). */
export const listReporter = quietLog ? 'minimal' : 'default';

/**
 * Vitest's hints at the end of a run (isolation, import and transform costs) are advice for whoever
 * tunes the suite, who asks for them with TEST_LOG=list; the quiet log leaves them out.
 */
export const diagnostics = !quietLog;

// firebase-functions writes this entry for every callable request whose tokens check out (with no
// token, as in every test): a line per call, saying nothing a test's failure needs. It takes its
// console when it loads, so no test can silence it; this drops it, and only it, in every project.
const verificationPassed = '"firebase-log-type":"callable-request-verification"';

/** Vitest's `onConsoleLog`: false drops a line a test printed. */
export function consoleLine(log: string): false | undefined {
  if (log.includes(verificationPassed) && log.includes('"severity":"DEBUG"')) return false;
  return undefined;
}
