/*
 * `pnpm bench:inbox [--sizes 100,10000,100000] [--calls 30] [--no-export] [--stores local,firestore]`:
 * the inbox at 100 to 100,000 messages on the local store and on the fake Firestore. Prints, per
 * size and store as each is measured, the list call's time (median, p95), its answer's size,
 * documents read per call and per hour of one open inbox (the first page, then a poll every 30 s
 * with nothing arriving), the heap an export of everything grew by, and the store's size. A
 * benchmark, not a test: it prints figures and judges nothing.
 */
import { parseArgs } from 'node:util';
import { benchInbox, type BenchRow } from '../src/bench/benchInbox';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,10000,100000' },
    calls: { type: 'string', default: '30' },
    'no-export': { type: 'boolean', default: false },
    stores: { type: 'string', default: 'local,firestore' },
  },
});
const storeNames = ['local', 'firestore'] as const;
const stores = values.stores.split(',');
const unknown = stores.filter((name) => !storeNames.some((known) => known === name));
if (unknown.length > 0) throw new Error(`--stores: no store named ${unknown.join(', ')}`);
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
await benchInbox(sizes, Number(values.calls), {
  exportAll: !values['no-export'],
  stores: storeNames.filter((name) => stores.includes(name)),
  onRow: print,
});
