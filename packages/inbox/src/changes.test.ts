import { describe, expect, it } from 'vitest';
import { handleInboxRequest } from './handler';
import type { InboxDeps } from './routes/context';
import {
  createCountingLimiter,
  createMemoryAuditLog,
  createMemoryInboxStore,
  messageId,
  storedMessage,
} from './testing';
import type { InboxChangesResponse, InboxListResponse } from './wire';

const kim = { uid: 'uid-kim', email: 'kim@rico.example' };
const sam = { uid: 'uid-sam', email: 'sam@rico.example' };
const start = new Date('2025-06-02T09:00:00.000Z');

/** Two members of staff on one inbox, with a clock the test moves. */
function setUp() {
  let now = start;
  const store = createMemoryInboxStore(
    [1, 2, 3].map((n) => ({
      id: messageId(n),
      data: storedMessage({ name: `Person ${n}`, createdAt: new Date(Date.UTC(2025, 5, 1, n)) }),
    })),
  );
  const deps: InboxDeps = {
    verifier: { verify: (token) => Promise.resolve(token === 'kim' ? kim : sam) },
    store,
    audit: createMemoryAuditLog(),
    limiter: createCountingLimiter(),
    retentionDays: 730,
    now: () => now,
    sendAgain: () => Promise.resolve(),
    log: { info: () => undefined, error: () => undefined },
  };
  const call = async (who: string, method: string, path: string, query = {}, body?: string) => {
    const response = await handleInboxRequest(deps, {
      method,
      path,
      query,
      headers: { authorization: `Bearer ${who}` },
      body,
    });
    return JSON.parse(response.body) as unknown;
  };
  const poll = async (since: string) =>
    (await call('kim', 'GET', '/api/inbox/changes', { since })) as InboxChangesResponse;
  const wait = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { store, call, poll, wait, now: () => now };
}

describe('the poll', () => {
  it('given a message arriving after the list was loaded, should bring it and the new unread count', async () => {
    const { store, call, poll, wait, now } = setUp();
    const list = (await call('kim', 'GET', '/api/inbox/messages')) as InboxListResponse;
    expect(list.unread).toBe(3);
    wait(12_000);
    store.put(messageId(4), storedMessage({ name: 'New Arrival', createdAt: now(), changedAt: now() }));
    wait(18_000);
    const changes = await poll(list.pollToken);
    expect(changes.changed.map((m) => m.name)).toEqual(['New Arrival']);
    expect(changes).toMatchObject({ deleted: [], unread: 4, complete: true });
  });

  it('given another member of staff marking one read and deleting another, should tell the first within a poll', async () => {
    const { call, poll, wait } = setUp();
    const list = (await call('kim', 'GET', '/api/inbox/messages')) as InboxListResponse;
    wait(5_000);
    await call('sam', 'POST', `/api/inbox/messages/${messageId(2)}/read`, {}, '{"read":true}');
    await call('sam', 'DELETE', `/api/inbox/messages/${messageId(3)}`);
    wait(25_000);
    const changes = await poll(list.pollToken);
    expect(changes.changed).toEqual([expect.objectContaining({ id: messageId(2), read: true })]);
    expect(changes.deleted).toEqual([messageId(3)]);
    expect(changes.unread).toBe(1);
  });

  it('given nothing happening, should read no more than three documents a poll', async () => {
    const { store, call, poll, wait } = setUp();
    let token = ((await call('kim', 'GET', '/api/inbox/messages')) as InboxListResponse).pollToken;
    const afterList = store.stats.reads;
    for (let turn = 0; turn < 120; turn += 1) {
      wait(30_000);
      token = (await poll(token)).pollToken;
    }
    expect(store.stats.reads - afterList).toBeLessThanOrEqual(120 * 3);
  });

  it('given a token older than the deletions are kept, should say to reload rather than miss one', async () => {
    const { call, poll, wait } = setUp();
    const list = (await call('kim', 'GET', '/api/inbox/messages')) as InboxListResponse;
    wait(8 * 24 * 60 * 60_000);
    expect(await poll(list.pollToken)).toMatchObject({ complete: false, changed: [], deleted: [] });
  });
});
