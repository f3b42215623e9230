import { mkdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { errorCode, writeFileAtomic } from './atomicFile';
import { parseMessage, serializeMessage } from './serialize';

/** Each lost compare-and-set means another writer moved on; this many in a row means something is wrong. */
const maxRaces = 100;

export interface DeliveryVersion {
  /** 1 for the first record; 0 when there is none yet. */
  version: number;
  delivery: unknown;
}

/**
 * A message's delivery record kept as numbered versions, `<dataDir>/delivery/<id>.<n>.json`, each
 * created exclusively. Writing version n+1 succeeds for exactly one writer, whichever process it is
 * in, so an update is a compare-and-set: there is no lock to take, and nothing a crash can leave
 * behind that would make a later claim wait. Versions are deleted only with the message (`sweep`):
 * while it exists, a writer that read an old version must find the next one taken, or it could undo
 * a newer record. Job applications keep theirs in a folder of their own (`folder`).
 */
export function createDeliveryLog(dataDir: string, folder = 'delivery') {
  const directory = path.join(dataDir, folder);
  const ready = mkdir(directory, { recursive: true });
  // A failure here surfaces on the first use (and in the startup check), not as an unhandled rejection.
  ready.catch(() => undefined);
  const fileOf = (id: string, version: number) => path.join(directory, `${id}.${version}.json`);

  const log = {
    /** The newest version, or version 0 with `fallback` (a record kept inside the message itself). */
    async latest(id: string, fallback: unknown): Promise<DeliveryVersion> {
      await ready;
      let current: DeliveryVersion = { version: 0, delivery: fallback };
      for (let version = 1; ; version += 1) {
        try {
          const delivery = parseMessage(await readFile(fileOf(id, version), 'utf8'));
          current = { version, delivery };
        } catch (error) {
          if (errorCode(error) === 'ENOENT') return current;
          throw error;
        }
      }
    },
    /**
     * Deletes versions `from`, `from + 1`, ... up to the first that is not there. Versions are made
     * in order, so the deletion (from 1) meets every one made before it, and a writer that made one
     * after it sweeps from its own.
     */
    async sweep(id: string, from = 1): Promise<void> {
      await ready;
      for (let version = from; ; version += 1) {
        try {
          await unlink(fileOf(id, version));
        } catch (error) {
          if (errorCode(error) === 'ENOENT') return;
          throw error;
        }
      }
    },
    /** Writes `version`; false when another writer got there first (read again and re-decide). */
    async append(id: string, version: number, delivery: object): Promise<boolean> {
      await ready;
      return writeFileAtomic(fileOf(id, version), serializeMessage(delivery as never), { exclusive: true });
    },
    /**
     * One atomic read-modify-write of the record: read the newest version, decide, append the next;
     * a writer that lost the race reads again and decides again.
     */
    async update(
      id: string,
      fallback: unknown,
      decide: (current: unknown) => object | undefined,
    ): Promise<void> {
      for (let race = 0; race < maxRaces; race += 1) {
        const current = await log.latest(id, fallback);
        const next = decide(current.delivery);
        if (!next || (await log.append(id, current.version + 1, next))) return;
      }
      throw new Error(`The delivery record of ${id} kept changing under ${maxRaces} updates`);
    },
  };
  return log;
}
