import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validMessageData } from '@rico/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from './config';
import { createFileMessageStore } from './store/fileMessageStore';
import { commitBody } from './testing/commitBody';

const serveScript = fileURLToPath(new URL('./cli/serve.ts', import.meta.url));
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-kill-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** `pnpm backend` as a separate process on a free port; resolves once it listens. */
async function startServerProcess() {
  const child = spawn(process.execPath, ['--import', 'tsx', serveScript], {
    cwd: findRepoRoot(),
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    output += chunk.toString();
    const url = /on (http:\/\/\S+)/.exec(output)?.[1];
    if (url) return { child, url };
  }
  throw new Error(`The backend process exited: ${output}`);
}

describe('the backend process', () => {
  describe('given a message stored and the process then killed with SIGKILL', () => {
    it('should have the message on disk, whole, for the next process', async () => {
      const { child, url } = await startServerProcess();
      const id = 'KiLLedProcessTest001';
      const response = await fetch(`${url}/v1/projects/demo-rico/databases/(default)/documents:commit`, {
        method: 'POST',
        body: commitBody(id),
      });
      expect(response.status).toBe(200);
      child.kill('SIGKILL');
      await once(child, 'exit');
      const stored = await createFileMessageStore(dataDir).get(id);
      expect(stored).toMatchObject({ name: validMessageData.name, read: false });
      expect(stored?.createdAt).toBeInstanceOf(Date);
    });
  });
});
