import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEvents } from '../analytics/eventLog';
import { defaultDataDir } from '../config';
import { formatEventList } from './formatEvents';

/*
 * `pnpm analytics [--data-dir DIR] [--json]`: what the local stand-in for Google Analytics recorded,
 * oldest first: each event a visitor's Accept allowed, with its parameters. Reads only.
 */
const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, json: { type: 'boolean', default: false } },
});
const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : defaultDataDir();
const events = await readEvents(dataDir);

process.stdout.write(values.json ? `${JSON.stringify(events, null, 2)}\n` : formatEventList(events, dataDir));
