/*
 * `pnpm bench:inbox [--sizes 100,10000,100000] [--calls 30] [--no-export]`: the inbox at 100 to
 * 100,000 messages on the local store and on the fake Firestore. Prints, per size, the list call's
 * time (median, p95), its answer's size, documents read per call and per hour of one open inbox
 * (the first page, then a poll every 30 s with nothing arriving), the heap an export of everything
 * grew by, and the store's size. A benchmark, not a test: it prints figures and judges nothing.
 */
import { parseArgs } from 'node:util';
import { benchInbox, type BenchRow } from '../src/bench/benchInbox';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,10000,100000' },
    calls: { type: 'string', default: '30' },
    'no-export': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const number = (value: number) => value.toLocaleString('en-GB');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number | undefined) =>
  bytes === undefined ? '' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

console.log(
  '| store | messages | list median | list p95 | answer | read per call | read per hour | export heap | store size |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: |');
const print = (row: BenchRow) =>
  console.log(
    `| ${row.store === 'local' ? 'local (files + SQLite)' : 'Firestore (fake)'} | ${number(row.messages)} | ${row.medianMs.toFixed(1)} ms | ${row.p95Ms.toFixed(1)} ms | ${kb(row.answerBytes)} | ${number(row.readsPerCall)} | ${number(row.readsPerHour)} | ${mb(row.exportHeapBytes)} | ${mb(row.storeBytes)} |`,
  );
for (const size of sizes) {
  for (const row of await benchInbox([size], Number(values.calls), { exportAll: !values['no-export'] }))
    print(row);
}
