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
import { createDeliveryLog } from './deliveryLog';
import { localIndexFor } from './index/localIndex';
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
  /**
   * Puts the message as its files hold it now into the index, changed at `at`: called after every
   * write. Re-reads of one message run one at a time, so the last one reads the last write.
   */
  reindex(id: string, at: Date): Promise<void>;
}

/** Each lost compare-and-set means another writer moved on; this many in a row means something is wrong. */
const maxRaces = 100;

/**
 * Messages as one JSON file each under `<dataDir>/messages/`, written atomically (temp file, fsync,
 * rename). Creates are exclusive, so an id is never overwritten (nor one deleted before). Delivery
 * records are versioned files beside them (see deliveryLog), so the exactly-once claim holds across
 * concurrent requests and processes without lock files. Each create and delivery change is put in
 * the index (`index.sqlite`) the inbox lists from; a delivery written while the message was being
 * deleted is swept away again by its writer, so a deletion leaves no trace behind it.
 */
export function createFileMessageStore(dataDir: string, leaseMs?: number): FileMessageStore {
  const directory = path.join(dataDir, 'messages');
  const ready = mkdir(directory, { recursive: true });
  // A failure here surfaces on the first use (and in the startup check), not as an unhandled rejection.
  ready.catch(() => undefined);
  const deliveries = createDeliveryLog(dataDir);
  const local = () => localIndexFor(dataDir);
  const index = () => local().messages;
  /** The index follows the files; should it fail, the next start indexes what it missed. */
  const indexed = (what: string, write: () => unknown) => {
    try {
      write();
    } catch (error) {
      console.error(`local backend: the index missed ${what}; it is redone at the next start`, error);
    }
  };
  // The id becomes a file name: only Firestore-style ids ever reach the file system.
  const fileOf = (id: string) => (docIdPattern.test(id) ? path.join(directory, `${id}.json`) : null);

  async function readMessage(id: string): Promise<MessageData | null> {
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

  async function read(id: string): Promise<MessageData | null> {
    if (fileOf(id) && index().isDeleted(id)) return null;
    const message = await readMessage(id);
    if (!message) return null;
    const { delivery } = await deliveries.latest(id, message.delivery);
    return delivery === undefined ? message : { ...message, delivery };
  }

  const reindex = (id: string, at: Date) =>
    local().refreshLock(id, async () => {
      const data = await read(id);
      if (!data) return;
      indexed(`a change of ${id}`, () => index().update(id, data, at) || index().add(id, data, at));
    });

  const update: AtomicDeliveryUpdate = async (id, decide) => {
    const message = await readMessage(id);
    if (!message) return false;
    for (let race = 0; race < maxRaces; race += 1) {
      const current = await deliveries.latest(id, message.delivery);
      const next = decide(current.delivery);
      if (!next) return true;
      const version = current.version + 1;
      // Marked first: should the process die between the record and the index, the start redoes it.
      indexed(`the delivery of ${id}`, () => index().markDirty(id));
      if (await deliveries.append(id, version, next)) {
        if (index().isDeleted(id)) {
          await deliveries.sweep(id, version);
          return false;
        }
        await reindex(id, next.at);
        return true;
      }
    }
    throw new Error(`The delivery record of ${id} kept changing under ${maxRaces} updates`);
  };

  return {
    get: read,
    reindex,
    async create(id, data) {
      const file = fileOf(id);
      if (!file) throw new Error(`Not a message id: ${id}`);
      await ready;
      if (index().isDeleted(id)) return false;
      if (!(await writeFileAtomic(file, serializeMessage(data), { exclusive: true }))) return false;
      const arrived = data.createdAt instanceof Date ? data.createdAt : new Date();
      indexed(`the new message ${id}`, () => index().add(id, data, arrived));
      return true;
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
