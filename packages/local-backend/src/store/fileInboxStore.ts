import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { docIdPattern } from '@rico/contact';
import { applyReadChange, freshDelivery, type InboxStore } from '@rico/inbox';
import { errorCode, writeFileAtomic } from './atomicFile';
import { createDeliveryLog } from './deliveryLog';
import type { FileMessageStore } from './fileMessageStore';
import { parseMessage, serializeMessage } from './serialize';

const maxRaces = 100;

/**
 * The staff inbox on the local backend's files. Read state is rewritten into
 * `messages/<id>.json` (atomically; the e-mail's record lives apart, so no send is disturbed);
 * "send again" appends a delivery version by the same compare-and-set as every send; deleting
 * removes the message file and every `delivery/<id>.<n>.json` version.
 */
export function createFileInboxStore(dataDir: string, messages: FileMessageStore): InboxStore {
  const messagesDir = path.join(dataDir, 'messages');
  const deliveryDir = path.join(dataDir, 'delivery');
  const deliveries = createDeliveryLog(dataDir);
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

  return {
    list: () => messages.list(),
    get: (id) => messages.get(id),
    async setRead(id, change) {
      const own = await readOwn(id);
      if (!own) return false;
      await writeFileAtomic(fileOf(id), serializeMessage(applyReadChange(own, change)));
      return true;
    },
    async resetDelivery(id, at) {
      const own = await readOwn(id);
      if (!own) return 'not-found';
      for (let race = 0; race < maxRaces; race += 1) {
        const current = await deliveries.latest(id, own.delivery);
        if ((current.delivery as { status?: unknown } | undefined)?.status !== 'abandoned')
          return 'not-given-up';
        if (await deliveries.append(id, current.version + 1, freshDelivery(at))) return 'reset';
      }
      throw new Error(`The delivery record of ${id} kept changing under ${maxRaces} updates`);
    },
    async delete(id) {
      const file = fileOf(id);
      try {
        await unlink(file);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return false;
        throw error;
      }
      // The message goes first, so no new send can start; then every version of its record.
      const versions = (await readdir(deliveryDir)).filter(
        (name) => name.startsWith(`${id}.`) && name.endsWith('.json'),
      );
      await Promise.all(versions.map((name) => unlink(path.join(deliveryDir, name)).catch(() => undefined)));
      return true;
    },
  };
}
