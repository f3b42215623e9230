import { readFileSync } from 'node:fs';
import { deleteField, type DocumentData, type DocumentDb, type DocumentTransaction } from '../documentDb';
import { assertIndexed, countMatches, runQuery, type IndexDefinitions } from './fakeQuery';

/** The indexes the deployment declares: a query the fake runs must be one Firestore could. */
export const deployedIndexes = JSON.parse(
  readFileSync(new URL('../../../../../firestore.indexes.json', import.meta.url), 'utf8'),
) as IndexDefinitions;

interface Versioned {
  data: DocumentData;
  version: number;
}

export interface FakeDocumentDb extends DocumentDb {
  /** Writes a document directly, as a client create (or the console) would. */
  put(path: string, data: DocumentData): void;
  /** The document as stored now. */
  peek(path: string): DocumentData | undefined;
  /** Every stored path, sorted. */
  paths(): string[];
  /**
   * How many transactions committed, how many were retried after a conflict, and the document reads
   * Firestore would bill: one per get, one per document a query answers (one for an empty answer),
   * one per 1,000 documents a count matches (at least one).
   */
  stats: { commits: number; retries: number; reads: number };
}

const clone = (data: DocumentData): DocumentData => structuredClone(data);

export interface FakeDocumentDbOptions {
  /**
   * The most event-loop turns a read or commit waits beyond its first, drawn from a seeded sequence,
   * so concurrent callers interleave differently on every operation yet the same way on every run.
   * Turns, not milliseconds: how callers interleave must not depend on how fast the machine is.
   */
  jitterTurns?: number;
  /** Picks the sequence of delays. */
  seed?: number;
  /** The indexes queries may use (firestore.indexes.json unless a test says otherwise). */
  indexes?: IndexDefinitions;
}

/** A small seeded generator (mulberry32): the same delays in every run of a test. */
function seededDelays(most: number, seed: number) {
  let state = 0x5eed + seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (most + 1));
  };
}

/** Resolves after the event loop has gone round once (timers and I/O of other callers included). */
export const eventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * An in-memory stand-in for Firestore transactions as the Admin SDK runs them: pessimistic locks
 * (a transaction's read locks the document until it commits; another transaction reading it
 * waits), and the work run again, up to 5 attempts, should a commit still find a read document
 * changed (a write outside any transaction). Every read and commit yields to the event loop, so
 * concurrent callers really interleave.
 */
export function createFakeDocumentDb({
  jitterTurns = 0,
  seed = 0,
  indexes = deployedIndexes,
}: FakeDocumentDbOptions = {}): FakeDocumentDb {
  const delay = seededDelays(jitterTurns, seed);
  const tick = async () => {
    for (let turns = delay(); turns >= 0; turns -= 1) await eventLoopTurn();
  };
  const documents = new Map<string, Versioned>();
  // Versions only grow, across deletes too, so a document deleted and made again is never taken for
  // the one a transaction read.
  const lastVersions = new Map<string, number>();
  const nextVersion = (path: string) => {
    const version = (lastVersions.get(path) ?? 0) + 1;
    lastVersions.set(path, version);
    return version;
  };
  const locks = new Map<string, Promise<void>>();
  const stats = { commits: 0, retries: 0, reads: 0 };
  // The stored documents themselves: a query clones only what it answers.
  const inCollection = (collection: string) => {
    const prefix = `${collection}/`;
    return [...documents]
      .filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .map(([path, { data }]) => ({ id: path.slice(prefix.length), data }));
  };

  /** Waits for the lock on `path`; resolves with the function that releases it. */
  async function lock(path: string): Promise<() => void> {
    const previous = locks.get(path) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const mine = new Promise<void>((resolve) => (release = resolve));
    locks.set(
      path,
      previous.then(() => mine),
    );
    await previous;
    return release;
  }

  async function attempt<T>(work: (tx: DocumentTransaction) => Promise<T>, held: Map<string, () => void>) {
    const seen = new Map<string, number>();
    // A write yields the document's new data, or null to delete it.
    const writes: [string, (current: Versioned | undefined) => DocumentData | null][] = [];
    const tx: DocumentTransaction = {
      async get(path) {
        if (!held.has(path)) held.set(path, await lock(path));
        await tick();
        stats.reads += 1;
        const found = documents.get(path);
        seen.set(path, found?.version ?? 0);
        return found ? clone(found.data) : null;
      },
      set: (path, data) => writes.push([path, () => clone(data)]),
      update: (path, fields) =>
        writes.push([
          path,
          (current) => {
            if (!current) throw new Error(`No document to update: ${path}`);
            const next: DocumentData = { ...current.data };
            for (const [key, value] of Object.entries(fields)) {
              if (value === deleteField) Reflect.deleteProperty(next, key);
              else next[key] = clone({ value }).value;
            }
            return next;
          },
        ]),
      delete: (path) => writes.push([path, () => null]),
    };
    const result = await work(tx);
    await tick();
    const conflict = [...seen].some(([path, version]) => (documents.get(path)?.version ?? 0) !== version);
    if (conflict) return { committed: false as const };
    for (const [path, write] of writes) {
      const data = write(documents.get(path));
      if (data === null) documents.delete(path);
      else documents.set(path, { data, version: nextVersion(path) });
    }
    stats.commits += 1;
    return { committed: true as const, result };
  }

  return {
    stats,
    put: (path, data) => {
      documents.set(path, { data: clone(data), version: nextVersion(path) });
    },
    peek: (path) => {
      const found = documents.get(path);
      return found ? clone(found.data) : undefined;
    },
    paths: () => [...documents.keys()].sort(),
    async get(path) {
      await tick();
      stats.reads += 1;
      const found = documents.get(path);
      return found ? clone(found.data) : null;
    },
    async runTransaction(work) {
      for (let run = 1; run <= 5; run += 1) {
        const held = new Map<string, () => void>();
        try {
          const outcome = await attempt(work, held);
          if (outcome.committed) return outcome.result;
        } finally {
          for (const release of held.values()) release();
        }
        stats.retries += 1;
      }
      throw new Error('ABORTED: too much contention on these documents');
    },
    async query(query) {
      assertIndexed(query, indexes);
      await tick();
      const page = runQuery(inCollection(query.collection), query).map(({ id, data }) => ({
        id,
        data: clone(data),
      }));
      stats.reads += Math.max(1, page.length);
      return page;
    },
    async count(query) {
      assertIndexed(query, indexes);
      await tick();
      const counted = countMatches(inCollection(query.collection), query);
      stats.reads += Math.max(1, Math.ceil(counted / 1000));
      return counted;
    },
    async batch(writes) {
      if (writes.length > 500) throw new Error('INVALID_ARGUMENT: A batch holds at most 500 writes.');
      await tick();
      for (const write of writes) {
        if (write.kind === 'delete') documents.delete(write.path);
        else documents.set(write.path, { data: clone(write.data), version: nextVersion(write.path) });
      }
      stats.commits += 1;
    },
  };
}
