import { randomUUID } from 'node:crypto';
import { link, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Makes a rename or link durable: fsync the directory that holds the entry. */
async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms (Windows) cannot open a directory; the file itself is already on disk.
  }
}

/**
 * Writes a file so that readers and a crash see either the old content or the new, never a part:
 * the bytes go to a temporary file that is fsynced, then renamed (or, when `exclusive`, hard-linked,
 * which fails if the target exists: an exclusive create). Returns false when `exclusive` and the file
 * already exists.
 */
export async function writeFileAtomic(
  file: string,
  content: string | Buffer,
  { exclusive = false } = {},
): Promise<boolean> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  let placed = false;
  try {
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (exclusive) await link(temporary, file);
    else await rename(temporary, file);
    placed = true;
  } catch (error) {
    if (!(exclusive && errorCode(error) === 'EEXIST')) throw error;
  } finally {
    // After a rename the temporary name is gone; after a link, or any failure, it must not linger.
    if (exclusive || !placed) await unlink(temporary).catch(() => undefined);
  }
  if (placed) await syncDirectory(path.dirname(file));
  return placed;
}

export { errorCode };
