import type { DatabaseSync } from 'node:sqlite';
import type { ListFilter, ListPosition } from '@rico/inbox';
import { parseMessage } from '../serialize';
import type { TableNames } from './schema';
import { filterTag, ftsQuery } from './tags';

/** The index's queries: each an index lookup or range, answering at most what was asked. */
export function createIndexReads(db: DatabaseSync, names: TableNames) {
  const { entries, search, counts, tombstones, columns } = names;
  const sql = {
    newest: db.prepare(`SELECT id, summary FROM ${entries} WHERE pos < ? ORDER BY pos DESC LIMIT ?`),
    matching: db.prepare(
      `SELECT e.id, e.summary FROM ${entries} e WHERE e.pos IN (
         SELECT rowid FROM ${search} WHERE ${search} MATCH ? AND rowid < ? ORDER BY rowid DESC LIMIT ?
       ) ORDER BY e.pos DESC`,
    ),
    countTag: db.prepare(`SELECT n FROM ${counts} WHERE tag = ?`),
    countMatching: db.prepare(`SELECT count(*) AS n FROM ${search} WHERE ${search} MATCH ?`),
    position: db.prepare(
      `SELECT pos FROM ${entries} WHERE id = ? UNION ALL SELECT pos FROM ${tombstones} WHERE id = ? AND pos > 0`,
    ),
    changed: db.prepare(
      `SELECT id, summary FROM ${entries} WHERE changed_at > ? ORDER BY changed_at LIMIT ?`,
    ),
    deleted: db.prepare(`SELECT id FROM ${tombstones} WHERE deleted_at > ? ORDER BY deleted_at LIMIT ?`),
    oldest: db.prepare(`SELECT id FROM ${entries} WHERE pos < ? ORDER BY pos LIMIT ?`),
    all: db.prepare(`SELECT id FROM ${entries}`),
    dirty: db.prepare(`SELECT id FROM ${entries} WHERE dirty = 1`),
    purge: db.prepare(`DELETE FROM ${tombstones} WHERE deleted_at < ?`),
  };
  const ids = (rows: unknown[]) => (rows as { id: string }[]).map((row) => row.id);
  const rowsOf = (rows: unknown[]) =>
    (rows as { id: string; summary: string }[]).map(({ id, summary }) => ({
      id,
      data: parseMessage(summary),
    }));

  /**
   * Where a page after `after` starts: the entry's own place, or its tombstone's if it was deleted
   * since; failing both, the end of its millisecond (a repeat the screen drops beats a skipped row).
   */
  function startBefore(after: ListPosition | undefined): number {
    if (!after) return Number.MAX_SAFE_INTEGER;
    const known = sql.position.get(after.id, after.id) as { pos: number } | undefined;
    return known?.pos ?? (after.at + 1) * 1000;
  }

  return {
    /** One page of rows (id and summary), newest first, and whether more follow (one more is asked for). */
    page(filters: readonly ListFilter[], key: string, after: ListPosition | undefined, limit: number) {
      const query = ftsQuery(columns, filters, key);
      const before = startBefore(after);
      const found = rowsOf(
        query ? sql.matching.all(query, before, limit + 1) : sql.newest.all(before, limit + 1),
      );
      return { entries: found.slice(0, limit), more: found.length > limit };
    },
    /** One row of counts for one filter (or none); the search index's count otherwise. */
    count(filters: readonly ListFilter[], key: string): number {
      const [only, ...others] = filters;
      if (!key && others.length === 0) {
        const row = sql.countTag.get(only ? filterTag(only) : '') as { n: number } | undefined;
        return row?.n ?? 0;
      }
      const query = ftsQuery(columns, filters, key) ?? '';
      return (sql.countMatching.get(query) as { n: number }).n;
    },
    changes(since: Date, limit: number) {
      const changed = rowsOf(sql.changed.all(since.getTime(), limit + 1));
      const deleted = ids(sql.deleted.all(since.getTime(), limit + 1));
      return {
        changed: changed.slice(0, limit),
        deleted: deleted.slice(0, limit),
        more: changed.length > limit || deleted.length > limit,
      };
    },
    /** The oldest ids placed before `before` (retention). */
    expired: (before: Date, limit: number) =>
      ids(sql.oldest.all(Math.max(0, before.getTime()) * 1000, limit)),
    allIds: () => new Set(ids(sql.all.all())),
    dirtyIds: () => ids(sql.dirty.all()),
    /** Forgets deletions older than `before`: no poll that old is answered. */
    purgeTombstones: (before: Date) => Number(sql.purge.run(before.getTime()).changes),
  };
}
