/**
 * The fault-injection run at scale (`pnpm fault-injection`): 1,000 submissions over a simulated week
 * with faults at every step and a junk flood, through the production functions over the fake
 * Firestore and mail server. Prints the figures; exits 1 if a message was lost, e-mailed twice under
 * two Message-IDs, or a visitor refused. SUBMISSIONS, DAYS, JUNK and SEED change the run.
 */
// firebase-functions logs a DEBUG line per call through the console.debug it finds when it loads.
console.debug = () => undefined;
const { runFaultInjection } = await import('../src/deploy/faultInjection/simulation');

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const started = performance.now();
const figures = await runFaultInjection({
  submissions: number('SUBMISSIONS', 1000),
  days: number('DAYS', 7),
  junkCalls: number('JUNK', 1000),
  seed: number('SEED', 1),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`${JSON.stringify(figures, null, 2)}\n(simulated in ${seconds} s)\n`);
const failed =
  figures.messagesLost + figures.duplicateEmails + figures.visitorsRefused + figures.junkAccepted > 0;
process.exitCode = failed ? 1 : 0;

export {};
