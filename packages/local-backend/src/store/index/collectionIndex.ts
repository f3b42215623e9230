import type { DatabaseSync } from 'node:sqlite';
import { normaliseText, pickSummary, searchedText, type ListingSpec } from '@rico/inbox';
import { serializeMessage } from '../serialize';
import { inTransaction } from './indexDb';
import { createTables, tableNames } from './schema';
import { tagsOf } from './tags';
import { createIndexReads } from './indexReads';

type Data = Readonly<Record<string, unknown>>;

/** Slots per millisecond: documents of one millisecond keep distinct places. */
const slots = 1000;

const timeOf = (spec: ListingSpec, data: Data) => {
  const value = data[spec.orderField];
  return value instanceof Date ? Math.max(0, value.getTime()) : 0;
};

/**
 * The index of one collection (see schema.ts): every write one synchronous transaction, so the
 * entry, its search row and the counts never disagree, in this process or another.
 */
export function createCollectionIndex(db: DatabaseSync, spec: ListingSpec) {
  const names = tableNames(spec);
  createTables(db, names);
  const { entries, search, counts, tombstones, columns } = names;
  const sql = {
    entry: db.prepare(`SELECT pos, tags FROM ${entries} WHERE id = ?`),
    tombstone: db.prepare(`SELECT 1 FROM ${tombstones} WHERE id = ?`),
    taken: db.prepare(`SELECT pos FROM ${entries} WHERE pos >= ? AND pos < ?`),
    insert: db.prepare(`INSERT INTO ${entries} (id, pos, changed_at, tags, summary) VALUES (?, ?, ?, ?, ?)`),
    update: db.prepare(`UPDATE ${entries} SET changed_at = ?, tags = ?, summary = ?, dirty = 0 WHERE id = ?`),
    touch: db.prepare(`UPDATE ${entries} SET changed_at = ? WHERE id = ?`),
    dirty: db.prepare(`UPDATE ${entries} SET dirty = 1 WHERE id = ?`),
    remove: db.prepare(`DELETE FROM ${entries} WHERE id = ?`),
    bury: db.prepare(`INSERT OR REPLACE INTO ${tombstones} (id, pos, deleted_at) VALUES (?, ?, ?)`),
    searchInsert: db.prepare(
      `INSERT INTO ${search} (rowid, ${[...columns, 'tags'].join(', ')}) VALUES (?${', ?'.repeat(columns.length + 1)})`,
    ),
    searchDelete: db.prepare(`DELETE FROM ${search} WHERE rowid = ?`),
    count: db.prepare(
      `INSERT INTO ${counts} (tag, n) VALUES (?, ?) ON CONFLICT (tag) DO UPDATE SET n = n + excluded.n`,
    ),
  };
  const recount = (tags: readonly string[], by: number) => {
    for (const tag of ['', ...tags]) sql.count.run(tag, by);
  };
  const summaryOf = (data: Data) => serializeMessage(pickSummary(spec, data));
  const entryOf = (id: string) => sql.entry.get(id) as { pos: number; tags: string } | undefined;
  const searchRow = (pos: number, data: Data, tags: readonly string[]) =>
    sql.searchInsert.run(pos, ...searchedText(spec, data).map(normaliseText), tags.join(' '));

  function freePos(at: number): number {
    const base = at * slots;
    const taken = new Set((sql.taken.all(base, base + slots) as { pos: number }[]).map((row) => row.pos));
    for (let pos = base; pos < base + slots; pos += 1) if (!taken.has(pos)) return pos;
    throw new Error(`More than ${slots} documents in one millisecond`);
  }

  /** Adds a document (not one that exists or was deleted); false when it cannot be added. */
  const add = (id: string, data: Data, now: Date) => {
    if (entryOf(id) || sql.tombstone.get(id)) return false;
    const pos = freePos(timeOf(spec, data));
    const tags = tagsOf(spec, data);
    sql.insert.run(id, pos, now.getTime(), tags.join(' '), summaryOf(data));
    searchRow(pos, data, tags);
    recount(tags, 1);
    return true;
  };

  return {
    names,
    ...createIndexReads(db, names),
    isDeleted: (id: string) => sql.tombstone.get(id) !== undefined,
    has: (id: string) => entryOf(id) !== undefined,
    add: (id: string, data: Data, now: Date) => inTransaction(db, () => add(id, data, now)),
    /**
     * Many at once (the index built at start, a benchmark's fill), in one transaction. Each is dated
     * changed when it arrived: being indexed is no change an open inbox should hear of.
     */
    addMany: (documents: Iterable<{ id: string; data: Data }>) =>
      inTransaction(
        db,
        () => [...documents].filter(({ id, data }) => add(id, data, new Date(timeOf(spec, data)))).length,
      ),
    /** The document as it is now, changed at `now`; false when it is not indexed (deleted). */
    update: (id: string, data: Data, now: Date) =>
      inTransaction(db, () => {
        const entry = entryOf(id);
        if (!entry) return false;
        const tags = tagsOf(spec, data);
        recount(entry.tags ? entry.tags.split(' ') : [], -1);
        sql.searchDelete.run(entry.pos);
        searchRow(entry.pos, data, tags);
        recount(tags, 1);
        sql.update.run(now.getTime(), tags.join(' '), summaryOf(data), id);
        return true;
      }),
    /** Marks a change as under way (redone at start if the process dies before `update`). */
    markDirty: (id: string) => Number(sql.dirty.run(id).changes) > 0,
    touch: (id: string, now: Date) => Number(sql.touch.run(now.getTime(), id).changes) > 0,
    /** Removes the document and leaves its tombstone; false when it was not indexed. */
    remove: (id: string, now: Date) =>
      inTransaction(db, () => {
        const entry = entryOf(id);
        if (!entry) return false;
        sql.remove.run(id);
        sql.searchDelete.run(entry.pos);
        recount(entry.tags ? entry.tags.split(' ') : [], -1);
        sql.bury.run(id, entry.pos, now.getTime());
        return true;
      }),
    /** A tombstone for a document that was never indexed (a file the index had not seen yet). */
    bury: (id: string, now: Date) => {
      sql.bury.run(id, 0, now.getTime());
    },
  };
}

export type CollectionIndex = ReturnType<typeof createCollectionIndex>;
