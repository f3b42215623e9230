/*
 * `pnpm --filter @rico/local-backend load [--submissions 1000] [--concurrency 50] [--runs 3]`: the
 * load test. Each run starts `pnpm backend` as its own process over a fresh data folder on loopback,
 * sends the submissions as the site does (write, then callable), and prints errors, duplicate and
 * missing e-mails, throughput and latency; the last line is the median of the runs. Exits 1 on any
 * error, duplicate or missing e-mail.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runLoad, type LoadReport } from '../src/load/runLoad';

const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
  },
});
const serveScript = fileURLToPath(new URL('../src/cli/serve.ts', import.meta.url));

async function startBackendProcess(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', serveScript], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Keep reading its output after the URL: a closed pipe would kill it at its next log line.
  let output = '';
  return new Promise<{ child: typeof child; url: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', () => reject(new Error(`The backend process exited: ${output}`)));
  });
}

const line = (label: string, r: LoadReport) =>
  `${label}: ${r.submissions} submissions, ${r.errors} errors, ${r.stored} stored, ${r.emailed} e-mails, ` +
  `${r.duplicates} duplicates, ${r.missing} missing; ${r.perSecond.toFixed(1)}/s, ` +
  `p50 ${r.p50Ms.toFixed(0)} ms, p99 ${r.p99Ms.toFixed(0)} ms`;

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;

const reports: LoadReport[] = [];
for (let run = 1; run <= Number(values.runs); run += 1) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rico-load-'));
  const { child, url } = await startBackendProcess(dataDir);
  try {
    const report = await runLoad({
      url,
      dataDir,
      submissions: Number(values.submissions),
      concurrency: Number(values.concurrency),
    });
    reports.push(report);
    console.log(line(`run ${run}`, report));
    if (report.firstError) console.log(`  first error: ${report.firstError}`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  }
}
const pick = (key: keyof LoadReport) => median(reports.map((r) => Number(r[key])));
console.log(
  `median of ${reports.length}: ${pick('perSecond').toFixed(1)} submissions/s, p50 ${pick('p50Ms').toFixed(0)} ms, ` +
    `p99 ${pick('p99Ms').toFixed(0)} ms; errors ${pick('errors')}, duplicates ${pick('duplicates')}, missing ${pick('missing')}`,
);
if (reports.some((r) => r.errors + r.duplicates + r.missing > 0)) process.exitCode = 1;
