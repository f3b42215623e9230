import { mkdir, mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exampleMessage } from '@rico/functions/testing';
import { listFiltersOf, unreadFilter, type InboxQuery } from '@rico/inbox';
import { searchPeople } from '@rico/inbox/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomicFile';
import { createFileInboxStore } from './fileInboxStore';
import { createFileMessageStore } from './fileMessageStore';
import { closeLocalIndex } from './index/localIndex';
import { reconcileIndex } from './reconcileIndex';
import { serializeMessage } from './serialize';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-listing-'));
});
afterEach(async () => {
  closeLocalIndex(dataDir);
  await rm(dataDir, { recursive: true, force: true });
});

const idOf = (n: number) => `List${String(n).padStart(16, '0')}`;
const minute = (n: number) => new Date(Date.UTC(2025, 4, 1, 0, n));
const now = new Date('2025-06-02T09:00:00Z');

function stores() {
  const messages = createFileMessageStore(dataDir);
  return { messages, inbox: createFileInboxStore(dataDir, messages) };
}
const names = async (inbox: ReturnType<typeof stores>['inbox'], query: InboxQuery) =>
  (await inbox.page({ ...listFiltersOf(query), limit: 50 })).entries.map((entry) => entry.data.name).sort();

describe('the file store, listed from its index', () => {
  it('given 120 messages, should answer 50 newest first, then the next 50 from the cursor, reading only those files', async () => {
    const { messages, inbox } = stores();
    for (let n = 0; n < 120; n += 1)
      await messages.create(idOf(n), exampleMessage({ name: `Person ${n}`, createdAt: minute(n) }));
    const first = await inbox.page({ filters: [], search: '', limit: 50 });
    expect(first.entries.map((entry) => entry.data.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Person ${119 - i}`),
    );
    expect(first.more).toBe(true);
    expect(inbox.stats.reads).toBe(50);
    const last = first.entries.at(-1);
    const after = { at: (last?.data.createdAt as Date).getTime(), id: last?.id ?? '' };
    const second = await inbox.page({ filters: [], search: '', after, limit: 50 });
    expect(second.entries.map((entry) => entry.data.name)).toContain('Person 40');
    expect(second.entries[0]?.data.name).toBe('Person 69');
    expect(await inbox.count([])).toBe(120);
  });

  it('given names, e-mail addresses and companies, should find the start of any word whatever the case or accents', async () => {
    const { messages, inbox } = stores();
    for (const [n, person] of searchPeople.entries())
      await messages.create(idOf(n), exampleMessage({ ...person, createdAt: minute(n) }));
    expect(await names(inbox, { q: 'JOSE' })).toEqual(['José Núñez']);
    expect(await names(inbox, { q: 'cafe o' })).toEqual(['José Núñez']);
    expect(await names(inbox, { q: 'jo.smith@bis' })).toEqual(['Joanna Smith']);
    expect(await names(inbox, { q: 'and co' })).toEqual(['Ann Baker']);
    expect(await names(inbox, { q: 'oanna' })).toEqual([]);
    expect(await names(inbox, { q: 'bak', interest: 'seo-marketing' })).toEqual(['Ann Baker']);
    expect(await names(inbox, { q: 'smith', interest: 'cloud-mobile' })).toEqual([]);
    await inbox.setRead(idOf(2), { read: true, by: 'sam@rico.example', at: now });
    expect(await names(inbox, { status: 'unread', q: 'a' })).toEqual([]);
    expect(await names(inbox, { status: 'unread' })).toEqual(['Joanna Smith', 'José Núñez']);
    expect(await inbox.count([unreadFilter])).toBe(2);
  });

  it('given changes since a time, should answer what arrived, changed and was deleted, and nothing older', async () => {
    const { messages, inbox } = stores();
    await messages.create(idOf(1), exampleMessage({ createdAt: minute(1) }));
    await messages.create(idOf(2), exampleMessage({ createdAt: minute(2) }));
    expect((await inbox.changes(minute(1), 10)).changed.map((entry) => entry.id)).toEqual([idOf(2)]);
    await inbox.setRead(idOf(1), { read: true, by: 'sam@rico.example', at: now });
    await inbox.delete(idOf(2), now);
    const feed = await inbox.changes(new Date(now.getTime() - 1), 10);
    expect(feed.changed.map((entry) => [entry.id, entry.data.read])).toEqual([[idOf(1), true]]);
    expect(feed.deleted).toEqual([idOf(2)]);
  });
});

describe('messages stored before the index', () => {
  it('given files the old store wrote, should index them at start, searchable, counted and in order', async () => {
    // As the store before the index left them: message files and delivery versions, nothing else.
    await mkdir(path.join(dataDir, 'messages'));
    await mkdir(path.join(dataDir, 'delivery'));
    for (let n = 0; n < 30; n += 1) {
      const name = n === 7 ? 'Zoë Ångström' : `Person ${n}`;
      await writeFileAtomic(
        path.join(dataDir, 'messages', `${idOf(n)}.json`),
        serializeMessage(exampleMessage({ name, createdAt: minute(n), read: n % 2 === 0 })),
      );
    }
    await writeFileAtomic(
      path.join(dataDir, 'delivery', `${idOf(7)}.1.json`),
      serializeMessage({ status: 'sent', attempts: 1, at: minute(8), messageId: '<7@x>' }),
    );
    const { inbox } = stores();
    expect(await reconcileIndex(dataDir, now)).toEqual({ indexed: 30, dropped: 0, removed: 0, redone: 0 });
    expect(await names(inbox, { q: 'angstrom' })).toEqual(['Zoë Ångström']);
    expect(await inbox.count([unreadFilter])).toBe(15);
    expect((await inbox.page({ filters: [], search: '', limit: 1 })).entries[0]?.id).toBe(idOf(29));
    expect(await reconcileIndex(dataDir, now)).toEqual({ indexed: 0, dropped: 0, removed: 0, redone: 0 });
    // A file removed by hand leaves the index too (and open inboxes hear of it).
    await unlink(path.join(dataDir, 'messages', `${idOf(3)}.json`));
    expect(await reconcileIndex(dataDir, now)).toMatchObject({ dropped: 1 });
    expect(await inbox.count([])).toBe(29);
  });
});
