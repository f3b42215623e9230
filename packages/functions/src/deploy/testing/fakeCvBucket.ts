import type { CvBucket, CvSaveOptions } from '../cvBucket';
import { eventLoopTurn } from './fakeDocumentDb';

interface StoredObject {
  bytes: Buffer;
  options: CvSaveOptions;
}

export interface FakeCvBucket extends CvBucket {
  /** Every object's name, sorted. */
  names(): string[];
  /** The object as stored, or undefined. */
  peek(name: string): StoredObject | undefined;
  /** Makes the next save fail (a Storage outage), once. */
  failNextSave(): void;
}

/** Cloud Storage's error for a failed precondition or a missing object: an Error with an HTTP code. */
function apiError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * An in-memory bucket that answers as firebase-admin's Bucket does for the calls the CVs make:
 * `ifGenerationMatch: 0` refuses an existing name with 412, a missing object downloads with 404,
 * and `ignoreNotFound` deletes quietly. Each call yields to the event loop, as a request would.
 */
export function createFakeCvBucket(): FakeCvBucket {
  const objects = new Map<string, StoredObject>();
  let failSave = false;
  return {
    names: () => [...objects.keys()].sort(),
    peek: (name) => objects.get(name),
    failNextSave: () => {
      failSave = true;
    },
    file: (name) => ({
      async save(data, options) {
        await eventLoopTurn();
        if (failSave) {
          failSave = false;
          throw apiError(503, 'Service Unavailable');
        }
        if (options.preconditionOpts.ifGenerationMatch === 0 && objects.has(name)) {
          throw apiError(412, 'At least one of the pre-conditions you specified did not hold.');
        }
        objects.set(name, { bytes: Buffer.from(data), options });
      },
      async download() {
        await eventLoopTurn();
        const found = objects.get(name);
        if (!found) throw apiError(404, `No such object: ${name}`);
        return [Buffer.from(found.bytes)];
      },
      async delete({ ignoreNotFound }) {
        await eventLoopTurn();
        if (!objects.delete(name) && !ignoreNotFound) throw apiError(404, `No such object: ${name}`);
        return [{}];
      },
    }),
  };
}
