import { describe, expect, it } from 'vitest';
import { StaffAuthError, type StaffVerifier } from './auth/staffVerifier';
import { handleInboxRequest } from './handler';
import type { InboxDeps } from './routes/context';
import {
  createCountingLimiter,
  createMemoryAuditLog,
  createMemoryInboxStore,
  messageId,
  storedMessage,
} from './testing';
import type { InboxListResponse } from './wire';

const now = new Date('2025-06-02T09:00:00.000Z');
const verifier: StaffVerifier = {
  verify: (token) =>
    token === 'staff'
      ? Promise.resolve({ uid: 'uid-sam', email: 'sam@rico.example' })
      : Promise.reject(new StaffAuthError('invalid', 'bad')),
};
const minute = (n: number) => new Date(Date.UTC(2025, 4, 1, 0, n));

function setUp(count: number, changes: (n: number) => Record<string, unknown> = () => ({})) {
  const store = createMemoryInboxStore(
    Array.from({ length: count }, (_, n) => ({
      id: messageId(n),
      data: storedMessage({ name: `Person ${n}`, createdAt: minute(n), ...changes(n) }),
    })),
  );
  const deps: InboxDeps = {
    verifier,
    store,
    audit: createMemoryAuditLog(),
    limiter: createCountingLimiter(),
    retentionDays: 730,
    now: () => now,
    sendAgain: () => Promise.resolve(),
    log: { info: () => undefined, error: () => undefined },
  };
  const list = async (query: Record<string, string> = {}) => {
    const response = await handleInboxRequest(deps, {
      method: 'GET',
      path: '/api/inbox/messages',
      query,
      headers: { authorization: 'Bearer staff' },
    });
    return { status: response.status, json: JSON.parse(response.body) as InboxListResponse };
  };
  return { store, list };
}

describe('the list, a page at a time', () => {
  it('given 120 messages, should answer the newest 50 and a cursor; the next page has the next 50', async () => {
    const { list } = setUp(120);
    const first = await list();
    expect(first.json.messages.map((m) => m.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Person ${119 - i}`),
    );
    expect(first.json.next).toEqual(expect.any(String));
    const second = await list({ after: first.json.next ?? '' });
    expect(second.json.messages.map((m) => m.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Person ${69 - i}`),
    );
    const third = await list({ after: second.json.next ?? '' });
    expect(third.json.messages).toHaveLength(20);
    expect(third.json.next).toBeUndefined();
  });

  it('given a filter, should page through what it matches, the cursor kept to that filter', async () => {
    const { list } = setUp(200, (n) => ({ read: n % 3 !== 0 }));
    const first = await list({ status: 'unread' });
    const second = await list({ status: 'unread', after: first.json.next ?? '' });
    const names = [...first.json.messages, ...second.json.messages].map((m) => m.name);
    expect(names).toHaveLength(67);
    expect(names.slice(49, 52)).toEqual(['Person 51', 'Person 48', 'Person 45']);
    const other = await list({ after: first.json.next ?? '' });
    expect(other.status).toBe(400);
  });
});

describe('an empty answer', () => {
  it('should say whether the inbox holds nothing at all or only nothing the filters match', async () => {
    expect((await setUp(0).list()).json.empty).toBe(true);
    expect((await setUp(0).list({ q: 'ann' })).json.empty).toBe(true);
    const some = setUp(3);
    expect((await some.list()).json.empty).toBe(false);
    const none = await some.list({ q: 'nobody' });
    expect(none.json.messages).toEqual([]);
    expect(none.json.empty).toBe(false);
  });
});

describe('the search', () => {
  const people = [
    { name: 'José Núñez', email: 'jose@example.es', company: 'Café Olé' },
    { name: 'Joanna Smith', email: 'jo.smith@bistro.co.uk', company: 'Smith & Daughters' },
    { name: 'Ann Baker', email: 'ann@baker-and-co.com', company: 'Baker & Co' },
  ];
  const search = async (q: string) => {
    const { list } = setUp(3, (n) => people[n] ?? {});
    return (await list({ q })).json.messages.map((m) => m.name).sort();
  };

  it('should ignore case and accents', async () => {
    expect(await search('JOSE')).toEqual(['José Núñez']);
    expect(await search('nunez')).toEqual(['José Núñez']);
    expect(await search('cafe ole')).toEqual(['José Núñez']);
  });

  it('should find the start of any word of the name, e-mail or company, and not the middle of one', async () => {
    expect(await search('smi')).toEqual(['Joanna Smith']);
    expect(await search('bistro')).toEqual(['Joanna Smith']);
    expect(await search('and co')).toEqual(['Ann Baker']);
    expect(await search('daught')).toEqual(['Joanna Smith']);
    expect(await search('ann')).toEqual(['Ann Baker']);
    expect(await search('aker')).toEqual([]);
  });

  it('should read punctuation as a space between words', async () => {
    expect(await search('jo.smith@bis')).toEqual(['Joanna Smith']);
    expect(await search('baker-and')).toEqual(['Ann Baker']);
  });
});
