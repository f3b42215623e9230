import type { InboxMessageSummary } from '@rico/inbox/client';
import { describe, expect, it } from 'vitest';
import { appendPage, mergeChanges, whenRowsGo } from './mergeChanges';

const row = (id: string, hour: number, changes: Partial<InboxMessageSummary> = {}): InboxMessageSummary => ({
  id,
  name: `Person ${id}`,
  email: `${id.toLowerCase()}@example.co.uk`,
  company: '',
  interest: ['cloud-mobile'],
  receivedAt: new Date(Date.UTC(2025, 5, 1, hour)).toISOString(),
  read: false,
  delivery: 'emailed',
  ...changes,
});
const shown = [row('C', 3), row('B', 2), row('A', 1)];
const ids = (messages: readonly InboxMessageSummary[]) => messages.map((message) => message.id);

describe('mergeChanges', () => {
  it('given a message that arrived, should put it first and count it as new', () => {
    const merged = mergeChanges({ messages: shown }, { changed: [row('D', 4)], deleted: [] }, {});
    expect(ids(merged.messages)).toEqual(['D', 'C', 'B', 'A']);
    expect(merged.arrived).toBe(1);
  });

  it('given another member of staff marking one read and deleting another, should show both', () => {
    const merged = mergeChanges(
      { messages: shown },
      { changed: [row('B', 2, { read: true })], deleted: ['C'] },
      {},
    );
    expect(merged.messages.map((m) => [m.id, m.read])).toEqual([
      ['B', true],
      ['A', false],
    ]);
    expect(merged.arrived).toBe(0);
  });

  it('given unread only, should drop a row marked read elsewhere and take one marked unread', () => {
    const merged = mergeChanges(
      { messages: shown },
      { changed: [row('B', 2, { read: true }), row('Z', 2.5)], deleted: [] },
      { status: 'unread' },
    );
    expect(ids(merged.messages)).toEqual(['C', 'Z', 'A']);
    expect(merged.arrived).toBe(0);
  });

  it('given a search, should take an arrival only if it matches, as the server would', () => {
    const arrivals = [row('D', 4, { name: 'Ann Baker' }), row('E', 5, { name: 'Joanna Baker' })];
    const merged = mergeChanges({ messages: [] }, { changed: arrivals, deleted: [] }, { q: 'ann' });
    expect(ids(merged.messages)).toEqual(['D']);
    expect(merged.arrived).toBe(1);
  });

  it('given a change older than the pages loaded, should leave it for Show More', () => {
    const merged = mergeChanges(
      { messages: shown, next: 'cursor' },
      { changed: [row('OLD', 0)], deleted: [] },
      {},
    );
    expect(ids(merged.messages)).toEqual(['C', 'B', 'A']);
  });

  it('given the same change twice (polls overlap), should apply it once', () => {
    const once = mergeChanges({ messages: shown }, { changed: [row('D', 4)], deleted: [] }, {});
    const twice = mergeChanges(once, { changed: [row('D', 4)], deleted: [] }, {});
    expect(ids(twice.messages)).toEqual(['D', 'C', 'B', 'A']);
    expect(twice.arrived).toBe(0);
  });
});

describe('an inbox emptied', () => {
  const last = [row('A', 1)];
  it('given the last row shown deleted under a search, should ask for the first page again rather than call the inbox empty', () => {
    expect(
      whenRowsGo({ messages: last, empty: false }, { messages: [], empty: false }, { q: 'ann' }),
    ).toEqual({
      empty: false,
      reload: true,
    });
  });

  it('given the last row deleted with no filter and no page left, should know the inbox is empty without asking', () => {
    expect(whenRowsGo({ messages: last, empty: false }, { messages: [], empty: false }, {})).toEqual({
      empty: true,
      reload: false,
    });
  });

  it('given the last row of the first page deleted while older pages remain, should ask again', () => {
    const before = { messages: last, next: 'page-2', empty: false };
    expect(whenRowsGo(before, { ...before, messages: [] }, {})).toEqual({ empty: false, reload: true });
  });

  it('given rows still shown, should neither call it empty nor ask again', () => {
    expect(whenRowsGo({ messages: shown, empty: false }, { messages: last, empty: false }, {})).toEqual({
      empty: false,
      reload: false,
    });
  });

  it('given an inbox known empty, should end that with an arrival the filters hide, and keep it with none', () => {
    const empty = { messages: [], empty: true };
    const hidden = mergeChanges(empty, { changed: [row('B', 2)], deleted: [] }, { q: 'nobody' });
    expect(hidden).toMatchObject({ messages: [], empty: false });
    expect(mergeChanges(empty, { changed: [], deleted: ['A'] }, { q: 'nobody' }).empty).toBe(true);
  });
});

describe('appendPage', () => {
  it('should add the next page below, without a row a poll already brought', () => {
    expect(ids(appendPage(shown, [row('A', 1), row('Z', 0)]))).toEqual(['C', 'B', 'A', 'Z']);
  });
});
