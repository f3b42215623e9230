import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eraseInBatches } from '@rico/functions';
import { exampleMessage } from '@rico/functions/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileInboxStore } from './fileInboxStore';
import { createFileMessageStore } from './fileMessageStore';
import { closeLocalIndex } from './index/localIndex';
import { localErasure } from './localErasure';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-erasure-'));
});
afterEach(async () => {
  closeLocalIndex(dataDir);
  await rm(dataDir, { recursive: true, force: true });
});

const day = 24 * 60 * 60_000;
const now = new Date('2027-06-02T03:00:00.000Z');
const before = new Date(now.getTime() - 730 * day);
const idOf = (n: number) => `Old${String(n).padStart(17, '0')}`;
const expired = 460;
const kept = 12;
const batchSize = 50;

describe('the retention erasure on the local files', () => {
  it(`given ${expired} messages past retention, more than ${String(Math.floor(expired / batchSize))} batches hold, should erase them all batch by batch, oldest first, and keep the rest`, async () => {
    const messages = createFileMessageStore(dataDir);
    const inbox = createFileInboxStore(dataDir, messages);
    for (let n = 0; n < expired + kept; n += 1) {
      // The first `expired` are 800 days old and more, a minute apart; the rest are recent.
      const age = n < expired ? 800 * day + n * 60_000 : (n - expired) * day;
      await messages.create(idOf(n), exampleMessage({ createdAt: new Date(now.getTime() - age) }));
    }
    const port = localErasure(dataDir, inbox);
    // A run cut short (the time a run may take) erases the oldest and leaves the rest to the next.
    expect(await eraseInBatches(port, { before, at: now, batchSize, maxBatches: 3 })).toEqual({
      erased: 3 * batchSize,
      batches: 3,
      complete: false,
    });
    expect(await inbox.get(idOf(expired - 1))).toBeNull();
    expect(await inbox.get(idOf(0))).not.toBeNull();
    expect(await eraseInBatches(port, { before, at: now, batchSize, maxBatches: 100 })).toEqual({
      erased: expired - 3 * batchSize,
      batches: Math.ceil((expired - 3 * batchSize) / batchSize),
      complete: true,
    });
    expect((await readdir(path.join(dataDir, 'messages'))).sort()).toEqual(
      Array.from({ length: kept }, (_, i) => `${idOf(expired + i)}.json`),
    );
    expect(await inbox.count([])).toBe(kept);
    // Open inboxes are told: each erased message is a deletion in the next poll.
    const changes = await inbox.changes(new Date(now.getTime() - 60_000), 1_000);
    expect(changes.deleted).toHaveLength(expired);
  });
});
