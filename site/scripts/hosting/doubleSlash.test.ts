import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostingServer } from './hostingServer';

const firebaseJson = join(import.meta.dirname, '..', '..', '..', 'firebase.json');

let publicDir: string;
let port: number;
let close: () => void;

beforeAll(async () => {
  publicDir = await mkdtemp(join(tmpdir(), 'rico-hosting-'));
  await writeFile(join(publicDir, 'index.html'), 'home page');
  await writeFile(join(publicDir, '404.html'), 'not found page');
  const server = createHostingServer({ firebaseJson, publicDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await rm(publicDir, { recursive: true, force: true });
});

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise it). */
const get = (target: string) =>
  new Promise<{ status: number; body: string; nosniff: unknown }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: target }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, nosniff: res.headers['x-content-type-options'] }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('the hosted site, given a path beginning with //', () => {
  it.each(['//', '//index.html', '//example.com/', '//[', '//%'])(
    'should answer %s with the 404 page, not another page or an error',
    async (target) => {
      expect(await get(target)).toEqual({ status: 404, body: 'not found page', nosniff: 'nosniff' });
    },
  );

  it('should still serve ordinary paths', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: 'home page' });
  });
});
