import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The bytes of every file under a folder (the store's size on disk, before block rounding). */
export async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
