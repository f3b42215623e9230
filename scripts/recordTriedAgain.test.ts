import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordTriedAgain } from './recordTriedAgain';
import { readTriedAgain } from './triedAgain';

const folder = mkdtempSync(join(tmpdir(), 'tried-again-'));
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('a step a helper tried again', () => {
  it('should be written down with the test it happened in and the first line of how it failed', () => {
    const path = join(folder, 'run', 'flaky.json.tried-again.jsonl');
    recordTriedAgain('Error: no session in 180 s\n    at openSession', path);
    recordTriedAgain('Error: no session again', path);
    expect(readTriedAgain(path)).toEqual([
      {
        file: 'scripts/recordTriedAgain.test.ts',
        name: 'a step a helper tried again > should be written down with the test it happened in and the first line of how it failed',
        firstError: 'Error: no session in 180 s',
      },
      {
        file: 'scripts/recordTriedAgain.test.ts',
        name: 'a step a helper tried again > should be written down with the test it happened in and the first line of how it failed',
        firstError: 'Error: no session again',
      },
    ]);
  });

  it('should read as none when nothing was written', () => {
    expect(readTriedAgain(join(folder, 'nothing.jsonl'))).toEqual([]);
  });
});
