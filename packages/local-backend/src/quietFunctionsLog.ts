import { isCallableVerificationEntry } from './functionsLogFilter';

/*
 * The local backend drops a callable request's tokens (it has no Auth or App Check to verify them
 * against), and firebase-functions then logs that the request's verification passed, as a line of
 * JSON per call of the contact function: noise on a developer's terminal under `pnpm start`, and in
 * the test run, whose suites serve the site in Vitest's own process, where no test's console filter
 * reaches. The SDK keeps the `console.debug` it finds when it loads, so this module is imported
 * first by the one that loads the functions, and drops that entry alone; every other line is printed.
 */
const write = console.debug.bind(console);
console.debug = (...args: unknown[]) => {
  const [first] = args;
  if (typeof first === 'string' && isCallableVerificationEntry(first)) return;
  write(...args);
};
