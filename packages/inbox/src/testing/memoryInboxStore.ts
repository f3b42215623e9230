import { messageListing } from '../messageListing';
import { applyReadChange, freshDelivery, type InboxEntry, type InboxStore } from '../store';
import { createMemoryListing } from './memoryListing';

export interface MemoryInboxStore extends InboxStore {
  /** The whole store as text (dates as ISO strings): equal snapshots mean nothing changed. */
  snapshot(): string;
  put(id: string, data: Record<string, unknown>): void;
  /** Documents read so far (lists, counts, polls and gets), as Firestore would bill them. */
  stats: { reads: number };
}

/** An InboxStore in a Map, with the same rules as the real ones: for tests of the handler. */
export function createMemoryInboxStore(entries: readonly InboxEntry[] = []): MemoryInboxStore {
  const documents = new Map(entries.map(({ id, data }) => [id, structuredClone({ ...data })]));
  const tombstones = new Map<string, Record<string, unknown>>();
  const listing = createMemoryListing(messageListing, documents, tombstones);
  const { stats } = listing;
  return {
    stats,
    snapshot: () => JSON.stringify([...documents].sort(([a], [b]) => (a < b ? -1 : 1))),
    put: (id, data) => documents.set(id, structuredClone(data)),
    page: listing.page,
    count: listing.count,
    changes: listing.changes,
    get: (id) => {
      stats.reads += 1;
      const found = documents.get(id);
      return Promise.resolve(found ? structuredClone(found) : null);
    },
    setRead(id, change) {
      const found = documents.get(id);
      if (found) documents.set(id, { ...applyReadChange(found, change), changedAt: change.at });
      return Promise.resolve(found !== undefined);
    },
    resetDelivery(id, at) {
      const found = documents.get(id);
      if (!found) return Promise.resolve('not-found' as const);
      const status = (found.delivery as { status?: string } | undefined)?.status;
      if (status !== 'abandoned') return Promise.resolve('not-given-up' as const);
      documents.set(id, { ...found, delivery: freshDelivery(at), changedAt: at });
      return Promise.resolve('reset' as const);
    },
    delete: (id, at) => {
      const existed = documents.delete(id);
      if (existed) tombstones.set(id, { deletedAt: at });
      return Promise.resolve(existed);
    },
  };
}
