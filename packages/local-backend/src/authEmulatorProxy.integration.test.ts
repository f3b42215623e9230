import './testing/quietFunctionsLogger';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEmulatorNotRunning } from './http/authEmulatorProxy';
import { startLocalBackend, type RunningBackend } from './server';

/** What the stand-in emulator was asked, one line per request. */
let asked: { method: string; url: string; host: string; body: string }[] = [];
let emulator: Server;
let emulatorHost: string | undefined;
let dataDir: string;
let backend: RunningBackend;

beforeEach(async () => {
  asked = [];
  // Stands in for firebase-tools' Auth emulator: answers every request with what it was given.
  emulator = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      asked.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '', body });
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Emulator': 'auth' });
      res.end(JSON.stringify({ kind: 'identitytoolkit#VerifyPasswordResponse', idToken: 'token' }));
    });
  });
  await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
  emulatorHost = undefined;
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-auth-proxy-'));
  backend = await startLocalBackend({
    port: 0,
    dataDir,
    log: { info: () => undefined, error: () => undefined },
    authEmulatorHost: () => emulatorHost,
  });
});
afterEach(async () => {
  await backend.close();
  await new Promise((resolve) => emulator.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

const emulatorAddress = () => `127.0.0.1:${(emulator.address() as AddressInfo).port}`;
const signInPath = '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local';
const post = (target: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}${target}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: backend.url, ...headers },
    body,
  });

describe('the Auth emulator on the site origin', () => {
  it('given no emulator yet, should answer 503 saying the sign-in is not running, and forward once it is set', async () => {
    const before = await post(signInPath, '{}');
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({ error: { message: authEmulatorNotRunning } });
    expect(asked).toEqual([]);

    emulatorHost = emulatorAddress();
    const after = await post(signInPath, '{"email":"staff@rico.example","password":"pw"}');
    expect(after.status).toBe(200);
    expect(after.headers.get('x-emulator')).toBe('auth');
    expect(await after.json()).toMatchObject({ idToken: 'token' });
    expect(asked).toEqual([
      {
        method: 'POST',
        url: signInPath,
        host: emulatorAddress(),
        body: '{"email":"staff@rico.example","password":"pw"}',
      },
    ]);
  });

  it('should forward the token refresh and the emulator pages the SDK reads, path and query as sent', async () => {
    emulatorHost = emulatorAddress();
    await post('/securetoken.googleapis.com/v1/token?key=local', 'grant_type=refresh_token&refresh_token=r', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    await fetch(`${backend.url}/emulator/v1/projects/demo-rico/config`);
    expect(asked.map(({ method, url, body }) => `${method} ${url} ${body}`)).toEqual([
      'POST /securetoken.googleapis.com/v1/token?key=local grant_type=refresh_token&refresh_token=r',
      'GET /emulator/v1/projects/demo-rico/config ',
    ]);
  });

  it('should refuse, without asking the emulator, sign-up, admin calls, changes to the emulator and writes from another site', async () => {
    emulatorHost = emulatorAddress();
    const refused = [
      await post('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local', '{}'),
      await post('/identitytoolkit.googleapis.com/v1/projects/demo-rico/accounts:update', '{}', {
        Authorization: 'Bearer owner',
      }),
      await fetch(`${backend.url}/emulator/v1/projects/demo-rico/accounts`, { method: 'DELETE' }),
      await post(signInPath, '{}', { Origin: 'https://elsewhere.example' }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    expect(asked).toEqual([]);
  });

  it('given an emulator host where nothing answers, should say so with 502', async () => {
    emulatorHost = emulatorAddress();
    await new Promise((resolve) => emulator.close(resolve));
    const response = await post(signInPath, '{}');
    expect(response.status).toBe(502);
    expect(JSON.stringify(await response.json())).toContain('did not answer');
  });
});
