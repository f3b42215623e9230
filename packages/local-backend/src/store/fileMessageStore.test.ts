import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exampleDocId, exampleMessage } from '@rico/functions/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileMessageStore } from './fileMessageStore';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-store-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const messagesDir = () => path.join(dataDir, 'messages');

describe('createFileMessageStore', () => {
  describe('given a new message', () => {
    it('should store it as readable JSON and read it back with its dates', async () => {
      const store = createFileMessageStore(dataDir);
      expect(await store.create(exampleDocId, exampleMessage())).toBe(true);
      expect(await store.get(exampleDocId)).toEqual(exampleMessage());
      const json = await readFile(path.join(messagesDir(), `${exampleDocId}.json`), 'utf8');
      expect(json).toContain('"createdAt": {\n    "$date": "2025-06-01T12:00:00.000Z"\n  }');
      expect(await readdir(messagesDir())).toEqual([`${exampleDocId}.json`]);
    });
  });

  describe('given an id that exists', () => {
    it('should refuse to create it again and keep the first content', async () => {
      const store = createFileMessageStore(dataDir);
      await store.create(exampleDocId, exampleMessage());
      expect(await store.create(exampleDocId, exampleMessage({ name: 'Other Name' }))).toBe(false);
      expect((await store.get(exampleDocId))?.name).toBe('Ann Example');
    });
  });

  describe('given ids that are not Firestore ids', () => {
    it('should never touch the file system for them', async () => {
      const store = createFileMessageStore(dataDir);
      expect(await store.get('../../etc/passwd')).toBeNull();
      await expect(store.create('../escape', exampleMessage())).rejects.toThrow('Not a message id');
      expect(await store.claim('../escape', new Date())).toEqual({ status: 'not-found' });
    });
  });

  describe('given claims from two stores on one folder (two processes)', () => {
    it('should grant exactly one of twenty concurrent claims', async () => {
      const first = createFileMessageStore(dataDir);
      const second = createFileMessageStore(dataDir);
      await first.create(exampleDocId, exampleMessage());
      const at = new Date();
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).claim(exampleDocId, at)),
      );
      expect(claims.filter((claim) => claim.status === 'claimed')).toHaveLength(1);
      expect(claims.filter((claim) => claim.status === 'in-progress')).toHaveLength(19);
    });
  });

  describe('given a lock file left by a killed process', () => {
    it('should break it and claim', async () => {
      const store = createFileMessageStore(dataDir);
      await store.create(exampleDocId, exampleMessage());
      // A pid far above any real one: its owner is certainly gone.
      await writeFile(path.join(messagesDir(), `${exampleDocId}.json.lock`), '999999999\n');
      expect(await store.claim(exampleDocId, new Date())).toEqual({ status: 'claimed', attempt: 1 });
    });
  });

  describe('given an empty lock file left by a crash (the old store took one per claim)', () => {
    it('should claim at once and send, whatever files lie beside the message', async () => {
      const store = createFileMessageStore(dataDir);
      await store.create(exampleDocId, exampleMessage());
      await writeFile(path.join(messagesDir(), `${exampleDocId}.json.lock`), '');
      expect(await store.claim(exampleDocId, new Date())).toEqual({ status: 'claimed', attempt: 1 });
    });
  });

  describe('given a process that crashed between a claim and its record', () => {
    it('should keep the claim (no half-written state) and let a new store take over after the lease', async () => {
      const crashed = createFileMessageStore(dataDir, 1_000);
      await crashed.create(exampleDocId, exampleMessage());
      const claimedAt = new Date('2025-06-01T12:00:00Z');
      expect(await crashed.claim(exampleDocId, claimedAt)).toEqual({ status: 'claimed', attempt: 1 });
      const next = createFileMessageStore(dataDir, 1_000);
      expect(await next.claim(exampleDocId, new Date(claimedAt.getTime() + 500))).toEqual({
        status: 'in-progress',
      });
      expect(await next.claim(exampleDocId, new Date(claimedAt.getTime() + 2_000))).toEqual({
        status: 'claimed',
        attempt: 2,
      });
    });
  });

  describe('given a sent record', () => {
    it('should persist it for a new store over the same folder', async () => {
      const store = createFileMessageStore(dataDir);
      await store.create(exampleDocId, exampleMessage());
      await store.claim(exampleDocId, new Date());
      await store.recordSent(exampleDocId, 1, { at: new Date(), messageId: '<m@x>' });
      const reopened = createFileMessageStore(dataDir);
      expect((await reopened.get(exampleDocId))?.delivery).toMatchObject({
        status: 'sent',
        messageId: '<m@x>',
      });
      expect(await reopened.claim(exampleDocId, new Date())).toEqual({ status: 'already-sent' });
      expect((await readdir(messagesDir())).filter((name) => name !== `${exampleDocId}.json`)).toEqual([]);
    });
  });

  describe('given several messages', () => {
    it('should list them oldest first', async () => {
      const store = createFileMessageStore(dataDir);
      await store.create(
        'BBBBBBBBBBBBBBBBBBBB',
        exampleMessage({ createdAt: new Date('2025-06-02T00:00:00Z') }),
      );
      await store.create(
        'AAAAAAAAAAAAAAAAAAAA',
        exampleMessage({ createdAt: new Date('2025-06-03T00:00:00Z') }),
      );
      await store.create(
        'CCCCCCCCCCCCCCCCCCCC',
        exampleMessage({ createdAt: new Date('2025-06-01T00:00:00Z') }),
      );
      expect((await store.list()).map((entry) => entry.id)).toEqual([
        'CCCCCCCCCCCCCCCCCCCC',
        'BBBBBBBBBBBBBBBBBBBB',
        'AAAAAAAAAAAAAAAAAAAA',
      ]);
    });
  });
});
