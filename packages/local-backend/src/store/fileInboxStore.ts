import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { docIdPattern } from '@rico/contact';
import { applyReadChange, freshDelivery, messageListing, pickSummary, type InboxStore } from '@rico/inbox';
import { errorCode, writeFileAtomic } from './atomicFile';
import { createDeliveryLog } from './deliveryLog';
import type { FileMessageStore } from './fileMessageStore';
import { localIndexFor } from './index/localIndex';
import { parseMessage, serializeMessage } from './serialize';

const maxRaces = 100;

/** Messages read so far (rows of the index, or files for a get): what the benchmark reports. */
export interface FileInboxStore extends InboxStore {
  stats: { reads: number };
}

/**
 * The staff inbox on the local backend's files, listed from the index (index.sqlite: see
 * store/index): a page, a count or a poll is one index query, reading no file (the export reads the
 * files of its rows, a page at a time).
 *
 * Erasure stays erased. Every staff change and deletion of one message runs under one lock in this
 * process; a deletion writes its tombstone in the index before it unlinks anything, and every write
 * (a read change, a delivery version) checks for the tombstone after it is made and undoes itself if
 * one appeared meanwhile (another process's delete). So no write racing a delete brings the message
 * back, or leaves it without its delivery record, or leaves a record without its message.
 */
export function createFileInboxStore(dataDir: string, messages: FileMessageStore): FileInboxStore {
  const messagesDir = path.join(dataDir, 'messages');
  const deliveries = createDeliveryLog(dataDir);
  const local = () => localIndexFor(dataDir);
  const stats = { reads: 0 };
  const fileOf = (id: string) => {
    if (!docIdPattern.test(id)) throw new Error(`Not a message id: ${id}`);
    return path.join(messagesDir, `${id}.json`);
  };

  /** The message file as written (without the newest delivery version merged in), or null. */
  async function readOwn(id: string) {
    try {
      return parseMessage(await readFile(fileOf(id), 'utf8'));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes the file and every delivery version: what a deletion does, and a write undone after one. */
  async function removeFiles(id: string) {
    await unlink(fileOf(id)).catch((error: unknown) => {
      if (errorCode(error) !== 'ENOENT') throw error;
    });
    await deliveries.sweep(id, 1);
  }

  /** More fields than a row's (the export's): read from the files (a message deleted since is left out). */
  async function fromFiles(ids: readonly string[], fields: readonly string[]) {
    const read = await Promise.all(ids.map(async (id) => ({ id, data: await messages.get(id) })));
    const spec = { ...messageListing, summaryFields: fields };
    return read.flatMap(({ id, data }) => (data ? [{ id, data: pickSummary(spec, data) }] : []));
  }
  const isSummary = (fields: readonly string[] | undefined) =>
    !fields || fields.every((field) => messageListing.summaryFields.includes(field));

  return {
    stats,
    async page({ filters, search, after, limit, fields }) {
      const { entries, more } = local().messages.page(filters, search, after, limit);
      stats.reads += entries.length;
      if (isSummary(fields)) return { entries, more };
      return {
        entries: await fromFiles(
          entries.map((entry) => entry.id),
          fields ?? [],
        ),
        more,
      };
    },
    count: (filters, search = '') => Promise.resolve(local().messages.count(filters, search)),
    changes(since, limit) {
      const feed = local().messages.changes(since, limit);
      stats.reads += feed.changed.length;
      return Promise.resolve(feed);
    },
    get(id) {
      stats.reads += 1;
      return messages.get(id);
    },
    setRead: (id, change) =>
      local().lock(id, async () => {
        const { messages: index } = local();
        const own = index.isDeleted(id) ? null : await readOwn(id);
        if (!own) return false;
        const next = applyReadChange(own, change);
        index.markDirty(id);
        await writeFileAtomic(fileOf(id), serializeMessage(next));
        if (index.isDeleted(id)) {
          await removeFiles(id);
          return false;
        }
        await messages.reindex(id, change.at);
        return true;
      }),
    resetDelivery: (id, at) =>
      local().lock(id, async () => {
        const { messages: index } = local();
        const own = index.isDeleted(id) ? null : await readOwn(id);
        if (!own) return 'not-found';
        for (let race = 0; race < maxRaces; race += 1) {
          const current = await deliveries.latest(id, own.delivery);
          if ((current.delivery as { status?: unknown } | undefined)?.status !== 'abandoned')
            return 'not-given-up';
          const fresh = freshDelivery(at);
          if (await deliveries.append(id, current.version + 1, fresh)) {
            if (index.isDeleted(id)) {
              await deliveries.sweep(id, current.version + 1);
              return 'not-found';
            }
            await messages.reindex(id, at);
            return 'reset';
          }
        }
        throw new Error(`The delivery record of ${id} kept changing under ${maxRaces} updates`);
      }),
    delete: (id, at) =>
      local().lock(id, async () => {
        const { messages: index } = local();
        // The tombstone first: from here no write sticks and no read finds it.
        if (!index.remove(id, at)) {
          if (!(await readOwn(id))) return false;
          index.bury(id, at);
        }
        await removeFiles(id);
        return true;
      }),
  };
}
