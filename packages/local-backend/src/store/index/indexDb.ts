import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/*
 * The local backend's index: SQLite, through Node's own node:sqlite (no dependency, nothing to
 * build). Chosen over an index file of our own because it gives, for free, what an index file would
 * need written and proven: B-tree order for pages and cursors, FTS5 word-prefix search, counts,
 * crash-safe transactions, and locking that holds across processes (`pnpm dev` and `pnpm start` on
 * one data folder). The messages stay the JSON files they were; this is derived from them and is
 * rebuilt from them if it is deleted.
 */

/** `<dataDir>/index.sqlite`, beside `messages/` and `delivery/`. */
export const indexFileName = 'index.sqlite';

/**
 * The layout of the tables. An index of another layout is deleted and built again from the files at
 * the next start (it holds nothing they do not, but tombstones older polls no longer need).
 */
const layoutVersion = 1;

const open = new Map<string, DatabaseSync>();

/**
 * The index database of a data folder, opened once per process. WAL lets the CLI read while the
 * backend writes; secure_delete zeroes what a deletion frees, so an erased message leaves no copy in
 * the file; busy_timeout waits for another process's write (every transaction here is synchronous
 * and short, so the wait is too).
 */
export function indexDbFor(dataDir: string): DatabaseSync {
  const file = path.join(path.resolve(dataDir), indexFileName);
  const known = open.get(file);
  if (known?.isOpen) return known;
  mkdirSync(path.dirname(file), { recursive: true });
  let db = new DatabaseSync(file, { timeout: 5_000 });
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (version !== layoutVersion) {
    const tables = db.prepare(`SELECT count(*) AS n FROM sqlite_master`).get() as { n: number };
    if (tables.n > 0) {
      db.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      db = new DatabaseSync(file, { timeout: 5_000 });
    }
    db.exec(`PRAGMA user_version = ${layoutVersion}`);
  }
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;');
  open.set(file, db);
  return db;
}

/** Closes the index of a data folder (tests that remove the folder; a host that stops). */
export function closeIndexDb(dataDir: string): void {
  const file = path.join(path.resolve(dataDir), indexFileName);
  open.get(file)?.close();
  open.delete(file);
}

/**
 * Runs `work` as one write transaction, taken at once (IMMEDIATE) so two processes never both read
 * then write. `work` is synchronous: no other call of this process can run inside it.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
