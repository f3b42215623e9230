import { describe, expect, it } from 'vitest';
import { StaffAuthError, type StaffVerifier } from './auth/staffVerifier';
import { handleInboxRequest } from './handler';
import { bodyText, type InboxRequest } from './http';
import type { InboxDeps } from './routes/context';
import {
  createCountingLimiter,
  createMemoryAuditLog,
  createMemoryInboxStore,
  messageId,
  storedMessage,
} from './testing';
import type { InboxListResponse, InboxMessage } from './wire';

const sam = { uid: 'uid-sam', email: 'sam@rico.example' };
const now = new Date('2025-06-02T09:00:00.000Z');
const verifier: StaffVerifier = {
  verify: (token) =>
    token === 'staff' ? Promise.resolve(sam) : Promise.reject(new StaffAuthError('invalid', 'bad')),
};
const abandoned = {
  status: 'abandoned',
  attempts: 8,
  at: new Date('2025-06-01T21:00:00Z'),
  error: '421 busy',
};

function setUp(overrides: Partial<InboxDeps> = {}) {
  const store = createMemoryInboxStore([
    {
      id: messageId(1),
      data: storedMessage({ name: 'Ann Old', createdAt: new Date('2025-05-01T10:00:00Z') }),
    },
    {
      id: messageId(2),
      data: storedMessage({
        name: 'Bob New',
        company: 'Bobs',
        interest: ['cloud-mobile'],
        delivery: abandoned,
      }),
    },
    {
      id: messageId(3),
      data: storedMessage({
        name: 'Cy Read',
        read: true,
        readBy: 'kim@rico.example',
        readAt: now,
        createdAt: new Date('2025-05-20T10:00:00Z'),
      }),
    },
  ]);
  const audit = createMemoryAuditLog();
  const sent: string[] = [];
  const deps: InboxDeps = {
    verifier,
    store,
    audit,
    limiter: createCountingLimiter(),
    retentionDays: 730,
    now: () => now,
    sendAgain: (id) => {
      sent.push(id);
      return Promise.resolve();
    },
    log: { info: () => undefined, error: () => undefined },
    ...overrides,
  };
  const call = async (method: string, path: string, extra: Partial<InboxRequest> = {}) => {
    const response = await handleInboxRequest(deps, {
      method,
      path,
      query: {},
      headers: { authorization: 'Bearer staff' },
      ...extra,
    });
    const json = response.headers['Content-Type']?.startsWith('application/json')
      ? (JSON.parse(response.body) as unknown)
      : undefined;
    return { ...response, json };
  };
  return { deps, store, audit, sent, call };
}

describe('handleInboxRequest', () => {
  it('given the list, should answer newest first, the unread count of the whole inbox and the retention', async () => {
    const { call } = setUp();
    const { status, json, headers } = await call('GET', '/api/inbox/messages');
    expect(status).toBe(200);
    expect(headers['Cache-Control']).toBe('no-store');
    const body = json as InboxListResponse;
    expect(body.messages.map((m) => m.name)).toEqual(['Bob New', 'Cy Read', 'Ann Old']);
    expect(body.messages[0]).toEqual({
      id: messageId(2),
      name: 'Bob New',
      email: 'ann@example.co.uk',
      company: 'Bobs',
      interest: ['cloud-mobile'],
      receivedAt: '2025-06-01T12:00:00.000Z',
      read: false,
      delivery: 'given-up',
    });
    expect(body.unread).toBe(2);
    expect(body.retentionDays).toBe(730);
    expect(body.next).toBeUndefined();
  });

  it('given filters, should apply them; given a bad one, should answer 400 saying why', async () => {
    const { call } = setUp();
    const unread = (
      await call('GET', '/api/inbox/messages', { query: { status: 'unread', interest: 'cloud-mobile' } })
    ).json as InboxListResponse;
    expect(unread.messages.map((m) => m.id)).toEqual([messageId(2)]);
    const found = (await call('GET', '/api/inbox/messages', { query: { q: ' NEW ' } }))
      .json as InboxListResponse;
    expect(found.messages.map((m) => m.id)).toEqual([messageId(2)]);
    const bad = await call('GET', '/api/inbox/messages', { query: { status: 'read' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      error: { code: 'invalid-argument', message: 'status must be "unread" or left out' },
    });
  });

  it('given an opened message, should answer every field and record the read with who and when', async () => {
    const { call, audit } = setUp();
    const { status, json } = await call('GET', `/api/inbox/messages/${messageId(2)}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: messageId(2),
      phone: '+44 20 7946 0000',
      consent: true,
      delivery: { state: 'given-up', attempts: 8, lastError: '421 busy' },
    });
    expect(audit.entries).toEqual([{ action: 'message.read', at: now, staff: sam, messageId: messageId(2) }]);
  });

  it('given mark read then unread, should keep who did each and when', async () => {
    const { call, audit } = setUp();
    const read = (await call('POST', `/api/inbox/messages/${messageId(1)}/read`, { body: '{"read":true}' }))
      .json as InboxMessage;
    expect(read).toMatchObject({
      read: true,
      readBy: sam.email,
      readAt: now.toISOString(),
      readChangedBy: sam.email,
    });
    const unread = (
      await call('POST', `/api/inbox/messages/${messageId(1)}/read`, { body: '{"read":false}' })
    ).json as InboxMessage;
    expect(unread).toMatchObject({ read: false, readChangedBy: sam.email, readChangedAt: now.toISOString() });
    expect(unread).not.toHaveProperty('readBy');
    expect(unread).not.toHaveProperty('readAt');
    expect(audit.entries.map((e) => e.action)).toEqual(['message.mark-read', 'message.mark-unread']);
  });

  it('given mark read on a message already read, should change nothing (readBy keeps its first reader)', async () => {
    const { call, store, audit } = setUp();
    const before = store.snapshot();
    const { json } = await call('POST', `/api/inbox/messages/${messageId(3)}/read`, {
      body: '{"read":true}',
    });
    expect(json).toMatchObject({ readBy: 'kim@rico.example' });
    expect(store.snapshot()).toBe(before);
    expect(audit.entries).toEqual([]);
  });

  it('given a body that is not {"read": boolean}, should answer 400 and change nothing', async () => {
    const { call, store } = setUp();
    const before = store.snapshot();
    for (const body of [undefined, 'yes', '{"read":"true"}', '{"read":true,"by":"x"}']) {
      const { status, json } = await call('POST', `/api/inbox/messages/${messageId(1)}/read`, { body });
      expect(status).toBe(400);
      expect(json).toMatchObject({ error: { code: 'invalid-argument' } });
    }
    expect(store.snapshot()).toBe(before);
  });

  it('given send again on a given-up message, should reset its delivery and send it through the send path', async () => {
    const { call, sent, audit, store } = setUp();
    const { status, json } = await call('POST', `/api/inbox/messages/${messageId(2)}/resend`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ delivery: { state: 'waiting', attempts: 0 } });
    expect(sent).toEqual([messageId(2)]);
    expect(await store.get(messageId(2))).toMatchObject({
      delivery: { status: 'pending', attempts: 0, at: now },
    });
    expect(audit.entries.map((e) => e.action)).toEqual(['message.resend']);
  });

  it('given send again on a message that was e-mailed, should answer 409 and change nothing', async () => {
    const { call, sent, store } = setUp();
    const before = store.snapshot();
    const { status, json } = await call('POST', `/api/inbox/messages/${messageId(1)}/resend`);
    expect(status).toBe(409);
    expect(json).toEqual({
      error: {
        code: 'conflict',
        message: 'Only a message whose e-mail was given up can be sent again: it was already e-mailed.',
      },
    });
    expect(sent).toEqual([]);
    expect(store.snapshot()).toBe(before);
  });

  it('given send again whose send fails at once, should still answer: the backstop retries it', async () => {
    const { call } = setUp({ sendAgain: () => Promise.reject(new Error('SMTP down')) });
    const { status, json } = await call('POST', `/api/inbox/messages/${messageId(2)}/resend`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ delivery: { state: 'waiting' } });
  });

  it('given a delete, should remove the message and record it; a second delete answers 404', async () => {
    const { call, store, audit } = setUp();
    expect((await call('DELETE', `/api/inbox/messages/${messageId(1)}`)).json).toEqual({
      deleted: true,
      id: messageId(1),
    });
    expect(await store.get(messageId(1))).toBeNull();
    expect(audit.entries).toEqual([
      { action: 'message.delete', at: now, staff: sam, messageId: messageId(1) },
    ]);
    expect((await call('DELETE', `/api/inbox/messages/${messageId(1)}`)).status).toBe(404);
  });

  it('given an export, should answer the filtered rows as a CSV file and record the filter and count', async () => {
    const { call, audit } = setUp();
    const response = await call('GET', '/api/inbox/export.csv', { query: { status: 'unread' } });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['Content-Disposition']).toBe('attachment; filename="messages-2025-06-02.csv"');
    expect((await bodyText(response)).split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(audit.entries).toEqual([
      { action: 'messages.export', at: now, staff: sam, filter: { status: 'unread' }, count: 2 },
    ]);
  });

  it('given a forged, cut or foreign cursor, or a page size out of range, should answer 400 and read nothing', async () => {
    const { call, store, audit } = setUp();
    const before = store.snapshot();
    const pageOfTwo = (await call('GET', '/api/inbox/messages', { query: { limit: '2' } }))
      .json as InboxListResponse;
    const cursor = pageOfTwo.next ?? '';
    expect(cursor).not.toBe('');
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<string, unknown>;
    const forge = (changes: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...decoded, ...changes })).toString('base64url');
    const refused: Record<string, string>[] = [
      { after: 'not a cursor' },
      { after: cursor.slice(0, -3) },
      { after: `${cursor}${'A'.repeat(300)}` },
      { after: forge({ at: -1 }) },
      { after: forge({ at: 1e300 }) },
      { after: forge({ id: '../../secrets' }) },
      { after: forge({ v: 2 }) },
      { after: forge({ extra: true }) },
      { after: cursor, status: 'unread' },
      { after: cursor, q: 'bob' },
      { limit: '0' },
      { limit: '-5' },
      { limit: '101' },
      { limit: '1000000' },
      { limit: '2.5' },
      { limit: 'lots' },
    ];
    const readsBefore = store.stats.reads;
    for (const query of refused) {
      const { status, json } = await call('GET', '/api/inbox/messages', { query });
      expect({ query, status, json }).toMatchObject({
        query,
        status: 400,
        json: { error: { code: 'invalid-argument' } },
      });
    }
    expect(store.stats.reads).toBe(readsBefore);
    expect(store.snapshot()).toBe(before);
    expect(audit.entries).toEqual([]);
  });

  it('given a poll whose token is missing, forged or from the future, should answer 400 and read nothing', async () => {
    const { call, store } = setUp();
    const future = Buffer.from(JSON.stringify({ v: 1, since: now.getTime() + 3_600_000 })).toString(
      'base64url',
    );
    for (const query of [
      {},
      { since: '' },
      { since: 'yesterday' },
      { since: future },
      { since: 'x', q: 'a' },
    ]) {
      const { status, json } = await call('GET', '/api/inbox/changes', { query });
      expect({ status, json }).toMatchObject({ status: 400, json: { error: { code: 'invalid-argument' } } });
    }
    expect(store.stats.reads).toBe(0);
  });

  it('given an export with a cursor or a page size, should answer 400: it always exports everything the filters show', async () => {
    const { call, store, audit } = setUp();
    expect((await call('GET', '/api/inbox/export.csv', { query: { limit: '5' } })).status).toBe(400);
    expect(store.stats.reads).toBe(0);
    expect(audit.entries).toEqual([]);
  });

  it('given unknown paths, ids that are not message ids, or wrong methods, should answer 404 or 405', async () => {
    const { call } = setUp();
    expect((await call('GET', '/api/inbox/nothing')).status).toBe(404);
    expect((await call('GET', '/api/inbox/messages/..%2Fsecrets')).status).toBe(404);
    expect((await call('GET', `/api/inbox/messages/${messageId(9)}`)).status).toBe(404);
    const wrong = await call('PUT', `/api/inbox/messages/${messageId(1)}`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.Allow).toBe('GET, DELETE');
  });

  it('given a full rate-limit window, should answer 429 with Retry-After to the end of the window, changing nothing', async () => {
    const { call, store } = setUp({
      limiter: { hit: () => Promise.resolve(false) },
      now: () => new Date('2025-06-02T09:00:45.500Z'),
    });
    const before = store.snapshot();
    const response = await call('DELETE', `/api/inbox/messages/${messageId(1)}`);
    expect(response.status).toBe(429);
    expect(response.headers['Retry-After']).toBe('15');
    expect(response.json).toMatchObject({ error: { code: 'resource-exhausted' } });
    expect(store.snapshot()).toBe(before);
  });

  it('given a store that fails, should answer 500 without its details', async () => {
    const { call, store } = setUp();
    store.page = () => Promise.reject(new Error('disk on fire at /secret/path'));
    const response = await call('GET', '/api/inbox/messages');
    expect(response.status).toBe(500);
    expect(response.body).not.toContain('/secret/path');
  });

  it('given a verifier that throws something untyped, should refuse (503), never let the call through', async () => {
    const { call } = setUp({ verifier: { verify: () => Promise.reject(new Error('network')) } });
    expect((await call('GET', '/api/inbox/messages')).status).toBe(503);
  });
});
