import path from 'node:path';
import { messageListing } from '@rico/inbox';
import { createCollectionIndex, type CollectionIndex } from './collectionIndex';
import { closeIndexDb, indexDbFor } from './indexDb';
import { createKeyedLock, type KeyedLock } from './keyedLock';

export interface LocalIndex {
  messages: CollectionIndex;
  /** Staff changes and deletions of one message run one at a time in this process. */
  lock: KeyedLock;
  /** So do the index's re-reads of one message after a write, so the last reads the last write. */
  refreshLock: KeyedLock;
}

const known = new Map<string, LocalIndex>();

/** The index of a data folder's messages, and the lock its writers share, made once per process. */
export function localIndexFor(dataDir: string): LocalIndex {
  const key = path.resolve(dataDir);
  let local = known.get(key);
  if (!local) {
    local = {
      messages: createCollectionIndex(indexDbFor(key), messageListing),
      lock: createKeyedLock(),
      refreshLock: createKeyedLock(),
    };
    known.set(key, local);
  }
  return local;
}

/** Closes a data folder's index (a stopped backend; a test about to remove the folder). */
export function closeLocalIndex(dataDir: string): void {
  known.delete(path.resolve(dataDir));
  closeIndexDb(dataDir);
}
