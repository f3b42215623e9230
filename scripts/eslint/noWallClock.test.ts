import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import noWallClock from './noWallClock.js';

// RuleTester calls describe and it itself; these make its cases Vitest tests.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('no-wall-clock', noWallClock, {
  valid: [
    // Waiting for a state, with the shared deadline or none.
    "await page.waitForSelector('html[data-hydrated]');",
    'await waitFor(() => expect(toast).toBeVisible());',
    'await page.waitForFunction(check, undefined, { timeout: waitAtMostMs });',
    // A task's turn, not an amount of time.
    'await new Promise((resolve) => setTimeout(resolve, 0));',
    'await new Promise((resolve) => setTimeout(resolve));',
    // A controlled clock.
    'vi.advanceTimersByTime(4000);',
    'await clock.tickAsync(250);',
    'export default { test: { testTimeout: hungAfterMs, hookTimeout: hungAfterMs } };',
    "it.each(['/', '/contact'])('loads %s', async () => {});",
    // The shared deadline under another name is the shared deadline.
    "import { waitAtMostMs } from './patience'; const settling = { timeout: waitAtMostMs };",
    'let limit = 5; limit = waitAtMostMs; waitFor(check, { timeout: limit });',
  ],
  invalid: [
    { code: 'await page.waitForTimeout(1500);', errors: [{ messageId: 'sleep' }] },
    { code: 'await new Promise((resolve) => setTimeout(resolve, 300));', errors: [{ messageId: 'sleep' }] },
    { code: 'setTimeout(() => release(), fontHeldAtMost);', errors: [{ messageId: 'sleep' }] },
    { code: "import { setTimeout as sleep } from 'node:timers/promises';", errors: [{ messageId: 'sleep' }] },
    { code: 'await waitFor(check, { timeout: 5000 });', errors: [{ messageId: 'literalTimeout' }] },
    { code: 'const settling = { timeout: 20_000 };', errors: [{ messageId: 'literalTimeout' }] },
    { code: 'context.setDefaultTimeout(5000);', errors: [{ messageId: 'literalTimeout' }] },
    { code: 'export default { test: { testTimeout: 60_000 } };', errors: [{ messageId: 'literalTimeout' }] },
    {
      code: 'const hookTimeout = 1; export default { hookTimeout: selfTest ? 600_000 : 90_000 };',
      errors: [{ messageId: 'literalTimeout' }],
    },
    { code: 'beforeAll(async () => {}, 90_000);', errors: [{ messageId: 'literalTimeout' }] },
    // A number given a name is still a number of milliseconds.
    {
      code: "const importsAndAll = 60_000; it('sends', { timeout: importsAndAll }, async () => {});",
      errors: [{ messageId: 'literalTimeout' }],
    },
    {
      code: "const late = 90_000; it('sends', async () => {}, late);",
      errors: [{ messageId: 'literalTimeout' }],
    },
    {
      code: "it.each(['/', '/contact'])('loads %s', async () => {}, 90_000);",
      errors: [{ messageId: 'literalTimeout' }],
    },
    { code: 'const start = performance.now();', errors: [{ messageId: 'clockRead' }] },
    { code: 'const until = Date.now() + 10_000;', errors: [{ messageId: 'clockRead' }] },
  ],
});
