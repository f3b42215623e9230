import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { docIdPattern, storedCvSchema } from '@rico/contact';
import {
  createDeliveryMethods,
  type ApplicationEntry,
  type ApplicationStore,
  type AtomicDeliveryUpdate,
  type MessageData,
  pageOfApplications,
} from '@rico/functions';
import { applyReadChange } from '@rico/inbox';
import { errorCode, writeFileAtomic } from './atomicFile';
import { createDeliveryLog } from './deliveryLog';
import { parseMessage, serializeMessage } from './serialize';

/** The folders of the applications, their CVs and their e-mails' delivery records. */
export const applicationFolders = ['applications', 'cvs', 'application-delivery'] as const;

const ignoreMissing = (error: unknown) => {
  if (errorCode(error) !== 'ENOENT') throw error;
};

/**
 * Job applications in the local backend's data folder: `applications/<id>.json` (written
 * atomically, created exclusively) and the CV's bytes in `cvs/<id>`, named by the id alone; the
 * e-mail's record in versioned files under `application-delivery/`, the same compare-and-set as the
 * messages'. The same contract as production's Firestore and Cloud Storage store. A list reads
 * every file: a developer's folder holds a handful.
 */
export function createFileApplicationStore(dataDir: string, leaseMs?: number): ApplicationStore {
  const [recordsDir, cvsDir, deliveryFolder] = applicationFolders.map((folder) => path.join(dataDir, folder));
  const ready = Promise.all([recordsDir, cvsDir].map((dir) => mkdir(dir ?? dataDir, { recursive: true })));
  // A failure here surfaces on the first use (and in the startup check), not as an unhandled rejection.
  ready.catch(() => undefined);
  const deliveries = createDeliveryLog(dataDir, applicationFolders[2]);
  const checked = (id: string) => {
    if (!docIdPattern.test(id)) throw new RangeError(`Not an application id: ${id}`);
    return id;
  };
  const recordOf = (id: string) => path.join(recordsDir ?? dataDir, `${checked(id)}.json`);
  const cvOf = (id: string) => path.join(cvsDir ?? dataDir, checked(id));

  async function readOwn(id: string): Promise<MessageData | null> {
    await ready;
    try {
      return parseMessage(await readFile(recordOf(id), 'utf8'));
    } catch (error) {
      ignoreMissing(error);
      return null;
    }
  }

  async function read(id: string): Promise<MessageData | null> {
    const own = await readOwn(id);
    if (!own) return null;
    const { delivery } = await deliveries.latest(id, own.delivery);
    return delivery === undefined ? own : { ...own, delivery };
  }

  const update: AtomicDeliveryUpdate = async (id, decide) => {
    const own = await readOwn(id);
    if (!own) return false;
    await deliveries.update(id, own.delivery, decide);
    return true;
  };

  async function all(): Promise<ApplicationEntry[]> {
    await ready;
    const ids = (await readdir(recordsDir ?? dataDir))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => docIdPattern.test(id));
    const entries = await Promise.all(ids.map(async (id) => ({ id, data: await read(id) })));
    return entries.filter((entry): entry is ApplicationEntry => entry.data !== null);
  }

  async function remove(id: string): Promise<boolean> {
    // The CV goes first: a record left by a crash between the two is erased by the next run.
    await unlink(cvOf(id)).catch(ignoreMissing);
    try {
      await unlink(recordOf(id));
    } catch (error) {
      ignoreMissing(error);
      return false;
    }
    const versions = (await readdir(deliveryFolder ?? dataDir).catch(() => [])).filter((name) =>
      name.startsWith(`${id}.`),
    );
    await Promise.all(
      versions.map((name) => unlink(path.join(deliveryFolder ?? dataDir, name)).catch(() => undefined)),
    );
    return true;
  }

  return {
    async create(id, data, cv) {
      await ready;
      if (cv && !(await writeFileAtomic(cvOf(id), cv, { exclusive: true }))) return false;
      let created = false;
      try {
        created = await writeFileAtomic(recordOf(id), serializeMessage(data), { exclusive: true });
      } finally {
        // The id is taken (or the write failed): no CV without its record.
        if (cv && !created) await unlink(cvOf(id)).catch(() => undefined);
      }
      return created;
    },
    get: read,
    list: async (options) => pageOfApplications(await all(), options),
    countUnread: async () => (await all()).filter(({ data }) => data.read === false).length,
    async readCv(id) {
      const cv = v.safeParse(storedCvSchema, (await readOwn(id))?.cv);
      if (!cv.success) return null;
      try {
        return { bytes: await readFile(cvOf(id)), type: cv.output.type, name: cv.output.name };
      } catch (error) {
        ignoreMissing(error);
        return null;
      }
    },
    async setRead(id, change) {
      const own = await readOwn(id);
      if (!own) return false;
      await writeFileAtomic(recordOf(id), serializeMessage(applyReadChange(own, change)));
      return true;
    },
    delete: remove,
    async expired(now, limit) {
      const due = (await all()).filter(({ data }) => data.expireAt instanceof Date && data.expireAt <= now);
      const at = (entry: ApplicationEntry) => (entry.data.expireAt as Date).getTime();
      return due
        .sort((a, b) => at(a) - at(b))
        .slice(0, limit)
        .map((entry) => entry.id);
    },
    async deleteMany(ids) {
      await Promise.all(ids.map(remove));
    },
    ...createDeliveryMethods(update, leaseMs),
  };
}
