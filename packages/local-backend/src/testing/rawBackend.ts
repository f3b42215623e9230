import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalBackend } from '../server';

export const commitPath = '/v1/projects/demo-rico/databases/(default)/documents:commit';
export const callablePath = '/demo-rico/europe-west2/sendContactEmail';
export const textPlain = { 'Content-Type': 'text/plain;charset=UTF-8' };

/**
 * A backend on an ephemeral port over a fresh data folder, driven with raw HTTP requests: the test
 * sets Host, Origin and the exact path and bytes as a browser or an attacker would (fetch may not).
 */
export async function startRawBackend() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rico-raw-'));
  const backend = await startLocalBackend({
    port: 0,
    dataDir,
    log: { info: () => undefined, error: () => undefined },
  });
  return {
    /** The names of the stored message files. */
    stored: async () => (await readdir(path.join(dataDir, 'messages'))).filter((n) => n.endsWith('.json')),
    post(target: string, body: string | Buffer, headers: Record<string, string> = {}) {
      return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>(
        (resolve, reject) => {
          const req = request(`${backend.url}${target}`, { method: 'POST', headers }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
          });
          req.on('error', reject);
          req.end(body);
        },
      );
    },
    url: backend.url,
    async close() {
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
