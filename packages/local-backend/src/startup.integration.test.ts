import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultProjectId, defaultRegion, findRepoRoot } from './config';
import { createLocalBackend } from './backend';
import { startLocalBackend } from './server';

const serveScript = fileURLToPath(new URL('./cli/serve.ts', import.meta.url));
let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'rico-startup-'));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/**
 * Runs `pnpm backend` until it exits or prints its URL; then `whileUp` (if given) is run against that
 * URL, and the backend is stopped.
 */
async function runBackendProcess(env: Record<string, string>, whileUp?: (url: string) => Promise<void>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serveScript], {
    cwd: findRepoRoot(),
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let up = false;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    const url = /http:\/\/\S+/.exec(stdout)?.[0];
    if (!url || up) return;
    up = true;
    void (whileUp?.(url) ?? Promise.resolve()).finally(() => child.kill('SIGTERM'));
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('starting the backend', () => {
  describe('given a file where the data folder should be', () => {
    it('should say so and exit with an error before printing a URL', async () => {
      const dataDir = path.join(scratch, 'data');
      await writeFile(dataDir, 'not a folder');
      const { code, stdout, stderr } = await runBackendProcess({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stdout).not.toContain('http://');
      expect(stderr).toContain(`The local backend cannot use its data folder ${dataDir}`);
      expect(stderr).toContain('DATA_DIR');
      expect(stderr).not.toMatch(/unhandled|\n\s+at /i);
    });
  });

  describe('given a file where its messages folder should be', () => {
    it('should refuse to start, naming the folder', async () => {
      await mkdir(scratch, { recursive: true });
      await writeFile(path.join(scratch, 'messages'), '');
      await expect(startLocalBackend({ port: 0, dataDir: scratch })).rejects.toThrow(
        `The local backend cannot use its data folder ${scratch}`,
      );
    });
  });

  describe('given a host that mounts the backend without awaiting its startup check', () => {
    it('should answer its routes with 503 and the reason, and keep running', async () => {
      await writeFile(path.join(scratch, 'outbox'), '');
      const backend = createLocalBackend({ dataDir: scratch });
      const server = createServer((req, res) => void backend(req, res));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__backend/health`;
      const response = await fetch(url);
      server.close();
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
        'a file is in the way of a folder',
      );
    });
  });

  describe('given no HOST', () => {
    it('should listen on loopback only and say how to open it', async () => {
      const { stdout } = await runBackendProcess({ DATA_DIR: scratch });
      expect(stdout).toMatch(/on http:\/\/127\.0\.0\.1:\d+ \(this machine only; HOST=0\.0\.0\.0 opens it/);
    });
  });

  describe('given HOST=0.0.0.0', () => {
    it('should say it is open to the network', async () => {
      const { stdout } = await runBackendProcess({ DATA_DIR: scratch, HOST: '0.0.0.0' });
      expect(stdout).toMatch(/on http:\/\/0\.0\.0\.0:\d+ \(every network interface/);
    });
  });

  describe('given a call of the contact function', () => {
    it('should print nothing more than its start line, however the call ends', async () => {
      let answered = 0;
      const { stdout } = await runBackendProcess({ DATA_DIR: scratch }, async (url) => {
        const response = await fetch(`${url}/${defaultProjectId}/${defaultRegion}/sendContactEmail`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ data: { id: 'no-such-message' } }),
        });
        answered = response.status;
      });
      expect(answered).toBeGreaterThanOrEqual(400);
      expect(stdout.trim().split('\n')).toEqual([expect.stringMatching(/^Local backend on http:/)]);
    });
  });
});
