import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serializeMessage } from './serialize';
import { writeFileAtomic } from './atomicFile';
import { exampleMessage } from '@rico/functions/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileInboxStore } from './fileInboxStore';
import { createFileMessageStore } from './fileMessageStore';
import { closeLocalIndex } from './index/localIndex';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-race-'));
});
afterEach(async () => {
  closeLocalIndex(dataDir);
  await rm(dataDir, { recursive: true, force: true });
});

const pairs = 200;
const idOf = (n: number) => `Race${String(n).padStart(16, '0')}`;
const at = new Date('2025-06-02T09:00:00Z');
const abandoned = { status: 'abandoned', attempts: 8, at, error: '421' };

describe('a change racing a delete on the file store', () => {
  it(`given ${pairs} mark-read, send-again, e-mail and delete calls per message at once, should leave no message back and no record behind`, async () => {
    const messages = createFileMessageStore(dataDir);
    const inbox = createFileInboxStore(dataDir, messages);
    for (let n = 0; n < pairs; n += 1) {
      await messages.create(idOf(n), exampleMessage());
      // Half given up, so send again has something to do; half still to be e-mailed, so the claim writes.
      if (n % 2 === 0) {
        await writeFileAtomic(
          path.join(dataDir, 'delivery', `${idOf(n)}.1.json`),
          serializeMessage(abandoned),
        );
      }
    }
    const outcomes = await Promise.all(
      Array.from({ length: pairs }, (_, n) => {
        const id = idOf(n);
        const changes: (() => Promise<unknown>)[] = [
          () => inbox.setRead(id, { read: true, by: 'sam@rico.example', at }),
          () => inbox.resetDelivery(id, at),
          () => messages.claim(id, at),
        ];
        const remove = () => inbox.delete(id, at);
        // The delete is asked at a different moment in each message's turn.
        const cut = (n >> 1) % 4;
        const order = [...changes.slice(0, cut), remove, ...changes.slice(cut)];
        return Promise.all(order.map((call) => call()));
      }),
    );
    expect(outcomes.flat().filter((outcome) => outcome === true).length).toBeGreaterThanOrEqual(pairs);
    expect(await readdir(path.join(dataDir, 'messages'))).toEqual([]);
    expect(await readdir(path.join(dataDir, 'delivery'))).toEqual([]);
    for (let n = 0; n < pairs; n += 1) expect(await inbox.get(idOf(n))).toBeNull();
    expect(await inbox.count([])).toBe(0);
  });

  it('given a message file written back after its deletion (a late write of another process), should not show or e-mail it, and keep no record', async () => {
    const messages = createFileMessageStore(dataDir);
    const inbox = createFileInboxStore(dataDir, messages);
    await messages.create(idOf(1), exampleMessage());
    expect(await inbox.delete(idOf(1), at)).toBe(true);
    await writeFileAtomic(
      path.join(dataDir, 'messages', `${idOf(1)}.json`),
      serializeMessage(exampleMessage()),
    );
    expect(await inbox.get(idOf(1))).toBeNull();
    expect(await messages.claim(idOf(1), at)).toEqual({ status: 'not-found' });
    expect(await inbox.setRead(idOf(1), { read: true, by: 'sam@rico.example', at })).toBe(false);
    expect(await readdir(path.join(dataDir, 'delivery'))).toEqual([]);
  });
});
