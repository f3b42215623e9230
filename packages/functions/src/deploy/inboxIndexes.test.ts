import { serviceIds } from '@rico/contact';
import { bodyText, handleInboxRequest, type InboxDeps, type InboxListResponse } from '@rico/inbox';
import { createCountingLimiter, createMemoryAuditLog, storedMessage } from '@rico/inbox/testing';
import { describe, expect, it } from 'vitest';
import { createFirestoreInboxStore } from './firestoreInboxStore';
import { eraseExpiredFirestore, migrateSearchTerms } from './inboxMaintenance';
import { createFakeDocumentDb, deployedIndexes } from './testing/fakeDocumentDb';
import type { IndexDefinitions } from './testing/fakeQuery';
import { messageId } from './testing/productionFixture';

const now = new Date('2025-06-02T09:00:00.000Z');

/** Every filter the inbox screen can set: unread or not, each interest or none, a search or none. */
const everyFilter: Record<string, string | undefined>[] = [undefined, ...serviceIds].flatMap((interest) =>
  [undefined, 'unread'].flatMap((status) => [undefined, 'ann'].map((q) => ({ interest, status, q }))),
);

/**
 * Every call the inbox makes of Firestore, each filter with its first page, its second page, the
 * export and the poll, then the maintenance's queries: a query Firestore could not serve from
 * `indexes` fails the fake's index check, as it would fail in production.
 */
async function everyInboxQuery(indexes: IndexDefinitions) {
  const db = createFakeDocumentDb({ indexes });
  for (let n = 0; n < 4; n += 1) {
    db.put(`messages/${messageId(n)}`, {
      ...storedMessage({ createdAt: new Date(Date.UTC(2025, 5, 1, n)), interest: [...serviceIds] }),
      searchTerms: ['ann'],
    });
  }
  const errors: string[] = [];
  const deps: InboxDeps = {
    verifier: { verify: () => Promise.resolve({ uid: 'u', email: 'sam@rico.example' }) },
    store: createFirestoreInboxStore(db),
    audit: createMemoryAuditLog(),
    limiter: createCountingLimiter(),
    retentionDays: 730,
    now: () => now,
    sendAgain: () => Promise.resolve(),
    log: { info: () => undefined, error: (_message, fields) => errors.push(String(fields?.error)) },
  };
  const call = async (path: string, query: Record<string, string | undefined>) => {
    const response = await handleInboxRequest(deps, {
      method: 'GET',
      path,
      query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      headers: { authorization: 'Bearer staff' },
    });
    if (response.status !== 200) throw new Error(`${path} ${JSON.stringify(query)}: ${errors.join('; ')}`);
    await bodyText(response);
    return response.body ? (JSON.parse(response.body) as InboxListResponse) : undefined;
  };
  for (const filter of everyFilter) {
    const first = await call('/api/inbox/messages', { ...filter, limit: '1' });
    await call('/api/inbox/messages', { ...filter, limit: '1', after: first?.next });
    await call('/api/inbox/export.csv', filter);
  }
  const { pollToken } = (await call('/api/inbox/messages', {})) ?? { pollToken: '' };
  await call('/api/inbox/changes', { since: pollToken });
  await migrateSearchTerms(db, { pageSize: 2, maxPages: 5 });
  await eraseExpiredFirestore(db, { before: now, at: now, batchSize: 2, maxBatches: 5 });
}

describe('firestore.indexes.json', () => {
  it('should serve every query the inbox and its maintenance make, on every filter', async () => {
    await expect(everyInboxQuery(deployedIndexes)).resolves.toBeUndefined();
  });

  it('should need each of its message indexes: without any one, some inbox query fails', async () => {
    const messageIndexes = deployedIndexes.indexes.filter(
      (index) => index.collectionGroup === 'messages' && index.fields[0]?.fieldPath !== 'delivery.status',
    );
    expect(messageIndexes.length).toBeGreaterThan(0);
    for (const missing of messageIndexes) {
      const without = { ...deployedIndexes, indexes: deployedIndexes.indexes.filter((i) => i !== missing) };
      await expect(everyInboxQuery(without)).rejects.toThrow(/FAILED_PRECONDITION/);
    }
  });
});
