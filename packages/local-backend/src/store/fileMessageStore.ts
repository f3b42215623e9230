import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { docIdPattern } from '@rico/contact';
import {
  createDeliveryMethods,
  type AtomicDeliveryUpdate,
  type MessageData,
  type MessageStore,
} from '@rico/functions';
import { errorCode, writeFileAtomic } from './atomicFile';
import { withFileLock } from './fileLock';
import { parseMessage, serializeMessage } from './serialize';

export interface StoredEntry {
  id: string;
  data: MessageData;
}

export interface FileMessageStore extends MessageStore {
  /** Stores a new message; resolves false (and changes nothing) when the id is taken. */
  create(id: string, data: MessageData): Promise<boolean>;
  /** Every stored message, oldest first. */
  list(): Promise<StoredEntry[]>;
}

/**
 * Messages as one JSON file each under `<dataDir>/messages/`, written atomically (temp file, fsync,
 * rename). Creates are exclusive, so an id is never overwritten; delivery updates take a lock file,
 * so the exactly-once claim holds across concurrent requests and processes.
 */
export function createFileMessageStore(dataDir: string, leaseMs?: number): FileMessageStore {
  const directory = path.join(dataDir, 'messages');
  const ready = mkdir(directory, { recursive: true });
  // The id becomes a file name: only Firestore-style ids ever reach the file system.
  const fileOf = (id: string) => (docIdPattern.test(id) ? path.join(directory, `${id}.json`) : null);

  async function read(id: string): Promise<MessageData | null> {
    const file = fileOf(id);
    if (!file) return null;
    await ready;
    try {
      return parseMessage(await readFile(file, 'utf8'));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
  }

  const update: AtomicDeliveryUpdate = async (id, decide) => {
    const file = fileOf(id);
    if (!file) return false;
    await ready;
    return withFileLock(`${file}.lock`, async () => {
      const current = await read(id);
      if (!current) return false;
      const next = decide(current.delivery);
      if (next) await writeFileAtomic(file, serializeMessage({ ...current, delivery: next }));
      return true;
    });
  };

  return {
    get: read,
    async create(id, data) {
      const file = fileOf(id);
      if (!file) throw new Error(`Not a message id: ${id}`);
      await ready;
      return writeFileAtomic(file, serializeMessage(data), { exclusive: true });
    },
    async list() {
      await ready;
      const ids = (await readdir(directory))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => docIdPattern.test(id));
      const entries = await Promise.all(ids.map(async (id) => ({ id, data: await read(id) })));
      const existing = entries.filter((entry): entry is StoredEntry => entry.data !== null);
      const time = (entry: StoredEntry) =>
        entry.data.createdAt instanceof Date ? entry.data.createdAt.getTime() : 0;
      return existing.sort((a, b) => time(a) - time(b));
    },
    ...createDeliveryMethods(update, leaseMs),
  };
}
