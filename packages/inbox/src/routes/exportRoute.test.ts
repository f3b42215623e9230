import { describe, expect, it } from 'vitest';
import { handleInboxRequest } from '../handler';
import type { ListRequest } from '../listing/listing';
import {
  createCountingLimiter,
  createMemoryAuditLog,
  createMemoryInboxStore,
  messageId,
  storedMessage,
} from '../testing';
import { exportPageSize } from './exportRoute';

const rows = exportPageSize * 2 + 200;

describe('the CSV export', () => {
  it(`given ${rows} rows, should stream them a page at a time, reading each page only when the last is written`, async () => {
    const store = createMemoryInboxStore(
      Array.from({ length: rows }, (_, n) => ({
        id: messageId(n),
        data: storedMessage({ name: `Person ${n}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)) }),
      })),
    );
    const asked: ListRequest[] = [];
    const page = store.page.bind(store);
    store.page = (request) => {
      asked.push(request);
      return page(request);
    };
    const audit = createMemoryAuditLog();
    const response = await handleInboxRequest(
      {
        verifier: { verify: () => Promise.resolve({ uid: 'u', email: 'sam@rico.example' }) },
        store,
        audit,
        limiter: createCountingLimiter(),
        retentionDays: 730,
        sendAgain: () => Promise.resolve(),
      },
      { method: 'GET', path: '/api/inbox/export.csv', query: {}, headers: { authorization: 'Bearer x' } },
    );
    expect(audit.entries).toMatchObject([{ action: 'messages.export', count: rows }]);
    const pieces: string[] = [];
    const pagesAskedAtPiece: number[] = [];
    for await (const piece of response.stream ?? []) {
      pieces.push(piece);
      pagesAskedAtPiece.push(asked.length);
    }
    expect(pagesAskedAtPiece).toEqual([0, 1, 2, 3]);
    expect(asked.every((request) => request.limit === exportPageSize)).toBe(true);
    const lines = pieces.join('').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(rows + 1);
    expect(lines[1]).toContain(`Person ${rows - 1}`);
    expect(lines.at(-1)).toContain('Person 0,');
  });
});
