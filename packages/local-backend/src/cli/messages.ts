import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../config';
import { createFileMessageStore } from '../store/fileMessageStore';
import { formatMessageList } from './listMessages';

/*
 * `pnpm messages [--data-dir DIR] [--json]`: the messages the local backend stored, oldest first,
 * and whether each was e-mailed. Reads only; safe while the backend runs (files are replaced
 * atomically).
 */
const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, json: { type: 'boolean', default: false } },
});
const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : defaultDataDir();
const entries = await createFileMessageStore(dataDir).list();

process.stdout.write(
  values.json ? `${JSON.stringify(entries, null, 2)}\n` : formatMessageList(entries, dataDir),
);
