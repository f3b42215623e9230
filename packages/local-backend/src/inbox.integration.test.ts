import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validMessageData } from '@rico/contact';
import { StaffAuthError, type StaffVerifier } from '@rico/inbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulatorNotRunning } from './http/inboxRoute';
import { startLocalBackend, type RunningBackend } from './server';
import { createFileMessageStore } from './store/fileMessageStore';
import { serializeMessage } from './store/serialize';
import { writeFileAtomic } from './store/atomicFile';
import { closeLocalIndex } from './store/index/localIndex';

const sam = { uid: 'uid-sam', email: 'sam@rico.example' };
const verifier: StaffVerifier = {
  verify: (token) =>
    token === 'staff'
      ? Promise.resolve(sam)
      : Promise.reject(new StaffAuthError(token === 'visitor' ? 'not-staff' : 'invalid', 'refused')),
};
const now = new Date('2025-06-02T09:00:00.000Z');
const silent = { info: () => undefined, error: () => undefined };
const sentId = 'SentSentSentSentSent';
const givenUpId = 'GivenUpGivenUpGivenU';

let dataDir: string;
let backend: RunningBackend;

async function start(staffVerifier: StaffVerifier | null | undefined) {
  backend = await startLocalBackend({ port: 0, dataDir, log: silent, staffVerifier, now: () => now });
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-inbox-'));
  const store = createFileMessageStore(dataDir);
  const message = { ...validMessageData, interest: [...validMessageData.interest] };
  await store.create(sentId, { ...message, createdAt: new Date('2025-06-01T10:00:00Z') });
  await store.create(givenUpId, {
    ...message,
    name: 'Bob Given',
    createdAt: new Date('2025-06-01T11:00:00Z'),
  });
  await store.claim(sentId, new Date('2025-06-01T10:00:01Z'));
  await store.recordSent(sentId, 1, { at: new Date('2025-06-01T10:00:02Z'), messageId: '<a@x>' });
  // A record the functions gave up on, as the delivery log keeps it.
  const abandoned = { status: 'abandoned', attempts: 8, at: new Date('2025-06-01T20:00:00Z'), error: '421' };
  await writeFileAtomic(path.join(dataDir, 'delivery', `${givenUpId}.1.json`), serializeMessage(abandoned));
  // As the store does after each record it writes: the inbox lists from the index.
  await store.reindex(givenUpId, abandoned.at);
});
afterEach(async () => {
  await backend.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(method: string, target: string, token?: string, body?: string) {
  const response = await fetch(`${backend.url}${target}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined && { body }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}

/** Every file under the data folder and a hash of its bytes. */
async function dataFiles(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dataDir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}

describe('the local backend inbox', () => {
  it('given no Auth emulator configured, should answer 503 saying so, and keep serving the rest', async () => {
    await start(null);
    const { status, json } = await call('GET', '/api/inbox/messages', 'staff');
    expect(status).toBe(503);
    expect(json).toEqual({ error: { code: 'unavailable', message: emulatorNotRunning } });
    expect((await call('GET', '/__backend/health')).status).toBe(200);
  });

  it('given the Auth emulator configured after the backend started, should use it from the next call on', async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '');
    await start(undefined);
    expect((await call('GET', '/api/inbox/messages', 'staff')).json).toMatchObject({
      error: { message: emulatorNotRunning },
    });
    // Nothing listens on port 9: firebase-admin now asks the "emulator", which cannot answer.
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9');
    const { status, json } = await call('GET', '/api/inbox/messages', 'staff');
    vi.unstubAllEnvs();
    expect(status).not.toBe(200);
    expect(json).not.toMatchObject({ error: { message: emulatorNotRunning } });
  });

  it('given staff, should list, open, mark read, export and delete, on the files, recording each in audit.jsonl', async () => {
    await start(verifier);
    const list = await call('GET', '/api/inbox/messages', 'staff');
    expect(list.json).toMatchObject({
      unread: 2,
      retentionDays: 730,
      messages: [
        { id: givenUpId, delivery: 'given-up' },
        { id: sentId, delivery: 'emailed' },
      ],
    });
    expect((await call('GET', `/api/inbox/messages/${sentId}`, 'staff')).json).toMatchObject({
      id: sentId,
      delivery: { state: 'emailed', attempts: 1 },
    });
    await call('POST', `/api/inbox/messages/${sentId}/read`, 'staff', '{"read":true}');
    const stored = JSON.parse(
      await readFile(path.join(dataDir, 'messages', `${sentId}.json`), 'utf8'),
    ) as Record<string, unknown>;
    expect(stored).toMatchObject({ read: true, readBy: sam.email, readAt: { $date: now.toISOString() } });
    const csv = await call('GET', '/api/inbox/export.csv?status=unread', 'staff');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect((await call('DELETE', `/api/inbox/messages/${sentId}`, 'staff')).status).toBe(200);
    const files = Object.keys(await dataFiles());
    expect(files.filter((name) => name.includes(sentId))).toEqual([]);
    const audit = (await readFile(path.join(dataDir, 'audit.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(audit.map((entry) => entry.action)).toEqual([
      'message.read',
      'message.mark-read',
      'messages.export',
      'message.delete',
    ]);
    expect(audit[3]).toEqual({
      action: 'message.delete',
      at: now.toISOString(),
      staff: sam,
      messageId: sentId,
    });
  });

  it('given send again on a given-up message, should e-mail it once into the outbox; a second answers 409', async () => {
    await start(verifier);
    const [first, second] = await Promise.all([
      call('POST', `/api/inbox/messages/${givenUpId}/resend`, 'staff'),
      call('POST', `/api/inbox/messages/${givenUpId}/resend`, 'staff'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const outbox = (await readdir(path.join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'));
    expect(outbox).toHaveLength(1);
    expect((await call('GET', `/api/inbox/messages/${givenUpId}`, 'staff')).json).toMatchObject({
      delivery: { state: 'emailed' },
    });
  });

  it('given a message file the store wrote before the index (none for it yet), should index it at start: listed, found, counted', async () => {
    const oldId = 'OldOldOldOldOldOldOl';
    const old = { ...validMessageData, interest: [...validMessageData.interest], name: 'Zoë Ångström' };
    await writeFileAtomic(
      path.join(dataDir, 'messages', `${oldId}.json`),
      serializeMessage({ ...old, createdAt: new Date('2025-05-01T10:00:00Z'), read: false }),
    );
    closeLocalIndex(dataDir);
    await rm(path.join(dataDir, 'index.sqlite'), { force: true });
    await rm(path.join(dataDir, 'index.sqlite-wal'), { force: true });
    await rm(path.join(dataDir, 'index.sqlite-shm'), { force: true });
    await start(verifier);
    const found = await call('GET', '/api/inbox/messages?q=angstrom', 'staff');
    expect(found.json).toMatchObject({ unread: 3, messages: [{ id: oldId, name: 'Zoë Ångström' }] });
    expect((await call('GET', '/api/inbox/messages', 'staff')).json).toMatchObject({
      messages: [{ id: givenUpId }, { id: sentId }, { id: oldId }],
    });
  });

  it('given no, forged or non-staff tokens on every route, should refuse and leave every file byte for byte', async () => {
    await start(verifier);
    const before = await dataFiles();
    const routes: [string, string, string?][] = [
      ['GET', '/api/inbox/messages'],
      ['GET', '/api/inbox/changes?since=eyJ2IjoxLCJzaW5jZSI6MH0'],
      ['GET', `/api/inbox/messages/${sentId}`],
      ['POST', `/api/inbox/messages/${sentId}/read`, '{"read":true}'],
      ['POST', `/api/inbox/messages/${givenUpId}/resend`],
      ['DELETE', `/api/inbox/messages/${sentId}`],
      ['GET', '/api/inbox/export.csv'],
    ];
    for (const [method, target, body] of routes) {
      expect((await call(method, target, undefined, body)).status).toBe(401);
      expect((await call(method, target, 'forged', body)).status).toBe(401);
      expect((await call(method, target, 'visitor', body)).status).toBe(403);
    }
    expect(await dataFiles()).toEqual(before);
  });
});
