import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEmulatorNotRunning } from './http/authEmulatorProxy';
import { startLocalBackend, type RunningBackend } from './server';

// The stand-in's ID token: unsigned, as the emulator's, and valid until 2100 (no clock is read here).
const emulatorIdToken = `e30.${Buffer.from('{"exp":4102444800}').toString('base64url')}.`;

/** What the stand-in emulator was asked, one line per request. */
let asked: { method: string; url: string; host: string; body: string; headers: string[] }[] = [];
let emulator: Server;
let emulatorHost: string | undefined;
let dataDir: string;
let backend: RunningBackend;

beforeEach(async () => {
  asked = [];
  // Stands in for firebase-tools' Auth emulator: answers every request with tokens, and headers of
  // its own (the real one allows any origin) that must not reach the browser.
  emulator = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const headers = Object.keys(req.headers).sort();
      asked.push({
        method: req.method ?? '',
        url: req.url ?? '',
        host: req.headers.host ?? '',
        body,
        headers,
      });
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'X-Emulator': 'auth',
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      });
      res.end(
        JSON.stringify({
          idToken: emulatorIdToken,
          refreshToken: 'emulator-refresh-token',
          id_token: 'emulator-refreshed-id-token',
          refresh_token: 'emulator-refresh-token',
        }),
      );
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

const signIn = (headers: Record<string, string> = {}) =>
  post(signInPath, '{"email":"staff@rico.example","password":"pw","returnSecureToken":true}', headers);
const refresh = (token: string) =>
  post('/securetoken.googleapis.com/v1/token?key=local', `grant_type=refresh_token&refresh_token=${token}`, {
    'Content-Type': 'application/x-www-form-urlencoded',
  });

describe('the Auth emulator on the site origin', () => {
  it('given no emulator yet, should answer 503 saying the sign-in is not running, and forward once it is set', async () => {
    const before = await signIn();
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({ error: { message: authEmulatorNotRunning } });
    expect(asked).toEqual([]);

    emulatorHost = emulatorAddress();
    const after = await signIn({ Authorization: 'Bearer owner', Cookie: 'session=1' });
    expect(after.status).toBe(200);
    expect(asked).toEqual([
      {
        method: 'POST',
        url: signInPath,
        host: emulatorAddress(),
        body: '{"email":"staff@rico.example","password":"pw","returnSecureToken":true}',
        // Nothing of the browser's but the body: no Authorization (the emulator's admin), no cookies.
        headers: ['connection', 'content-length', 'content-type', 'host'],
      },
    ]);
  });

  it("should answer with the site's headers, never the emulator's, and keep the refresh token behind a handle", async () => {
    emulatorHost = emulatorAddress();
    const answer = await signIn({ Origin: 'http://localhost:5173' });
    expect(answer.headers.get('x-emulator')).toBeNull();
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const { idToken, refreshToken } = (await answer.json()) as Record<string, string>;
    expect(idToken).toBe(emulatorIdToken);
    expect(refreshToken).toMatch(/^[\w-]{43}$/);

    const refreshed = await refresh(refreshToken ?? '');
    expect(await refreshed.json()).toMatchObject({
      id_token: 'emulator-refreshed-id-token',
      refresh_token: refreshToken,
    });
    expect(asked.at(-1)?.body).toBe('grant_type=refresh_token&refresh_token=emulator-refresh-token');
    const lookup = await post(
      '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local',
      JSON.stringify({ idToken: emulatorIdToken }),
    );
    expect(lookup.status).toBe(200);
  });

  it('should refuse, without asking the emulator, every other call, other methods, other fields and writes from another site', async () => {
    emulatorHost = emulatorAddress();
    const refused = [
      await post('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local', '{}'),
      await post('/identitytoolkit.googleapis.com/v1/projects/demo-rico/accounts:update', '{}', {
        Authorization: 'Bearer owner',
      }),
      await fetch(`${backend.url}/emulator/v1/projects/demo-rico/accounts`, { method: 'DELETE' }),
      await fetch(`${backend.url}/emulator/v1/projects/demo-rico/config`),
      await fetch(`${backend.url}${signInPath}`),
      await post(signInPath, '{"email":"a@b.example","password":"pw","tenantId":"t"}'),
      await post(
        '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local',
        '{"idToken":"written-by-hand"}',
      ),
      await refresh('written-by-hand'),
      await signIn({ Origin: 'https://elsewhere.example' }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 405, 400, 400, 400, 403]);
    for (const response of refused)
      expect(await response.json()).toMatchObject({
        error: { message: expect.stringMatching(/^[A-Z_]+/) as string },
      });
    expect(asked).toEqual([]);
  });

  it('given an emulator host where nothing answers, should say so with 502', async () => {
    emulatorHost = emulatorAddress();
    await new Promise((resolve) => emulator.close(resolve));
    const response = await signIn();
    expect(response.status).toBe(502);
    expect(JSON.stringify(await response.json())).toContain('did not answer');
  });
});
