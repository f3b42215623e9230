import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorCode } from './atomicFile';

/** The data folder cannot hold messages: the backend must not start, and says why. */
export class DataDirError extends Error {}

function reasonOf(error: unknown): string {
  switch (errorCode(error)) {
    case 'EACCES':
    case 'EPERM':
      return 'it is not writable';
    case 'EROFS':
      return 'it is on a read-only file system';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file is in the way of a folder';
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Creates `folders` under the data folder and writes a probe file in each, so an unusable folder is
 * found at startup, before a URL is printed, rather than when a visitor's message cannot be stored.
 */
export async function checkDataDir(dataDir: string, folders: readonly string[]): Promise<void> {
  for (const folder of folders) {
    const directory = path.join(dataDir, folder);
    try {
      await mkdir(directory, { recursive: true });
      const probe = path.join(directory, `.write-check-${process.pid}`);
      await writeFile(probe, '');
      await unlink(probe);
    } catch (error) {
      throw new DataDirError(
        `The local backend cannot use its data folder ${dataDir}: ${reasonOf(error)} (${directory}). ` +
          'Set DATA_DIR to a folder you can write to.',
      );
    }
  }
}
