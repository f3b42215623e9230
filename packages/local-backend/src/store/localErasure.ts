import type { ErasurePort } from '@rico/functions';
import type { FileInboxStore } from './fileInboxStore';
import { localIndexFor } from './index/localIndex';

/**
 * The retention erasure on the local files: the oldest messages found in the index, each erased
 * as staff's delete erases it (tombstone first, then the file and every delivery version).
 */
export function localErasure(dataDir: string, inbox: FileInboxStore): ErasurePort {
  return {
    expired: (before, limit) => Promise.resolve(localIndexFor(dataDir).messages.expired(before, limit)),
    async erase(ids, at) {
      let erased = 0;
      for (const id of ids) if (await inbox.delete(id, at)) erased += 1;
      return erased;
    },
  };
}
