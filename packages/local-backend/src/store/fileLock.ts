import { open, readFile, stat, unlink } from 'node:fs/promises';
import { errorCode } from './atomicFile';

/** A lock is held for one read-modify-write of a small file; anything this old was abandoned. */
const staleAfterMs = 30_000;
const retryEveryMs = 5;
const giveUpAfterMs = 5_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) === 'EPERM';
  }
}

/** True when the lock's owner is gone (a killed process) or it is older than any real hold. */
async function isStale(lockFile: string): Promise<boolean> {
  try {
    const [content, info] = await Promise.all([readFile(lockFile, 'utf8'), stat(lockFile)]);
    if (Date.now() - info.mtimeMs > staleAfterMs) return true;
    const pid = Number(/^(\d+)/.exec(content)?.[1]);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isAlive(pid);
  } catch (error) {
    // Gone already: the next attempt to create it decides.
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}

async function acquire(lockFile: string): Promise<void> {
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    try {
      // O_CREAT | O_EXCL: exactly one process and one caller can create the file.
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    if (await isStale(lockFile)) {
      await unlink(lockFile).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockFile}`);
    await new Promise((resolve) => setTimeout(resolve, retryEveryMs));
  }
}

/**
 * Runs `critical` while holding an exclusive lock file, across async callers and processes alike.
 * A lock left by a killed process is broken once its owner is seen to be dead.
 */
export async function withFileLock<T>(lockFile: string, critical: () => Promise<T>): Promise<T> {
  await acquire(lockFile);
  try {
    return await critical();
  } finally {
    await unlink(lockFile).catch(() => undefined);
  }
}
