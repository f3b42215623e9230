import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomicFile';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rico-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  describe('given a write that cannot be put in place (a folder has the name)', () => {
    it('should fail and leave no temporary file behind', async () => {
      await mkdir(path.join(dir, 'taken.json'));
      await expect(writeFileAtomic(path.join(dir, 'taken.json'), '{}')).rejects.toThrow();
      expect(await readdir(dir)).toEqual(['taken.json']);
    });
  });

  describe('given an exclusive create over an existing file', () => {
    it('should answer false, keep the first content and leave no temporary file', async () => {
      const file = path.join(dir, 'first.json');
      expect(await writeFileAtomic(file, 'one', { exclusive: true })).toBe(true);
      expect(await writeFileAtomic(file, 'two', { exclusive: true })).toBe(false);
      expect(await readFile(file, 'utf8')).toBe('one');
      expect(await readdir(dir)).toEqual(['first.json']);
    });
  });
});
