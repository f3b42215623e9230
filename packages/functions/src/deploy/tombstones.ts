import { changesKeptMs, type ListingSpec } from '@rico/inbox';

/**
 * What a deletion leaves for the staff's polls: the id and the time, nothing of the message. The
 * TTL policy on `expireAt` (firestore.indexes.json) removes it after the poll's changes are kept
 * and a day more, by when no open inbox still needs to hear of it.
 */
export function tombstoneOf(spec: ListingSpec, id: string, at: Date) {
  return {
    path: `${spec.tombstones}/${id}`,
    data: { deletedAt: at, expireAt: new Date(at.getTime() + changesKeptMs + 24 * 60 * 60_000) },
  };
}
