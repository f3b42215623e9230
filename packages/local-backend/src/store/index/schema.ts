import type { DatabaseSync } from 'node:sqlite';
import type { ListingSpec } from '@rico/inbox';

/** The tables of one collection: names from the spec, so a second collection gets its own. */
export function tableNames(spec: ListingSpec) {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(spec.collection))
    throw new Error(`Not a collection: ${spec.collection}`);
  const columns = spec.searchFields.map((_, i) => `s${i}`);
  return {
    entries: `${spec.collection}_entries`,
    search: `${spec.collection}_search`,
    counts: `${spec.collection}_counts`,
    tombstones: `${spec.collection}_tombstones`,
    columns,
  };
}
export type TableNames = ReturnType<typeof tableNames>;

/**
 * - entries: one row per document: its place in the list (`pos`, the FTS rowid: the order time in
 *   ms × 1000 + a slot, so rowid order is newest-first order), when it last changed, its tags, its
 *   row of the list (the spec's summary fields, as JSON: a page reads no file), and `dirty` while a
 *   change is between its files and the index (redone from the files at start after a crash);
 * - search: FTS5 over the normalised searched fields and the tags. Contentless (the index keeps no
 *   copy of the text) with secure-delete, so a deleted document's words leave the index too;
 *   prefix indexes make short searches as quick as long ones;
 * - counts: documents per tag ('' for all), kept in the same transactions: a count is one row;
 * - tombstones: deleted ids and when, for polls and for writers that raced the delete.
 */
export function createTables(db: DatabaseSync, names: TableNames): void {
  const { entries, search, counts, tombstones, columns } = names;
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${entries} (
      id TEXT PRIMARY KEY, pos INTEGER NOT NULL UNIQUE, changed_at INTEGER NOT NULL,
      tags TEXT NOT NULL, summary TEXT NOT NULL, dirty INTEGER NOT NULL DEFAULT 0
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS ${entries}_changed ON ${entries} (changed_at);
    CREATE INDEX IF NOT EXISTS ${entries}_dirty ON ${entries} (dirty) WHERE dirty = 1;
    CREATE TABLE IF NOT EXISTS ${counts} (tag TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS ${tombstones} (
      id TEXT PRIMARY KEY, pos INTEGER NOT NULL, deleted_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS ${tombstones}_deleted ON ${tombstones} (deleted_at);
  `);
  const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(search);
  if (!exists) {
    db.exec(`
      CREATE VIRTUAL TABLE ${search} USING fts5(
        ${[...columns, 'tags'].join(', ')}, content='', contentless_delete=1,
        tokenize="unicode61 remove_diacritics 0 tokenchars '=-.'", prefix='1 2 3'
      );
      INSERT INTO ${search} (${search}, rank) VALUES ('secure-delete', 1);
    `);
  }
}
