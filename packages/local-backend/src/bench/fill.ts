import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serviceIds } from '@rico/contact';
import { messageListing, termsOf } from '@rico/inbox';
import type { FakeDocumentDb } from '@rico/functions/deploy/testing';
import { localIndexFor } from '../store/index/localIndex';
import { serializeMessage } from '../store/serialize';

const first = ['Ann', 'Bob', 'Chloé', 'Dev', 'Eilidh', 'Femi', 'Gus', 'Hana', 'Idris', 'Joanna'];
const last = ['Baker', 'Shah', 'Okafor', 'MacLeod', 'Bianchi', 'Núñez', 'Wood', 'Evans', 'Patel', 'Wright'];
const trade = ['Bistro', 'Café', 'Kitchen', 'Grocers', 'Deli', 'Bakery', 'Pizzeria', 'Inn'];

/** Unread: the newest few, as in an inbox whose staff keep up (the count is an index count either way). */
export const unreadInFill = 20;

/** The n-th of `count` messages: ten minutes apart back from `now`, the newest unread. */
export function benchMessage(n: number, count: number, now: Date) {
  const person = `${first[n % first.length] ?? ''} ${last[Math.floor(n / 10) % last.length] ?? ''}`;
  const createdAt = new Date(now.getTime() - (count - n) * 10 * 60_000);
  return {
    id: `Bench${String(n).padStart(15, '0')}`,
    data: {
      name: `${person} ${n}`,
      email: `${person.toLowerCase().replace(/\W+/g, '.')}.${n}@example.co.uk`,
      phone: '020 7946 0000',
      company: `${last[n % last.length] ?? ''} ${trade[n % trade.length] ?? ''}`,
      interest: [serviceIds[n % serviceIds.length] ?? 'cloud-mobile'],
      message: `Please call me about a demo of table ordering for our ${trade[n % trade.length] ?? ''}. Message ${n}.`,
      consent: true,
      companyWebsite: '',
      createdAt,
      read: n < count - unreadInFill,
      expireAt: new Date(createdAt.getTime() + 730 * 24 * 60 * 60_000),
    },
    delivery: {
      status: 'sent',
      attempts: 1,
      at: new Date(createdAt.getTime() + 2_000),
      messageId: `<${n}@bench>`,
    },
  };
}

/**
 * Fills a data folder as the backend would have left it, written directly (not through HTTP, which
 * would take an hour at 100,000): each message's file and its sent delivery record, then the index
 * in batches of one transaction each.
 */
export async function fillLocal(dataDir: string, count: number, now: Date): Promise<void> {
  await mkdir(path.join(dataDir, 'messages'), { recursive: true });
  await mkdir(path.join(dataDir, 'delivery'), { recursive: true });
  const { messages } = localIndexFor(dataDir);
  const batch = 2_000;
  for (let start = 0; start < count; start += batch) {
    const made = Array.from({ length: Math.min(batch, count - start) }, (_, i) =>
      benchMessage(start + i, count, now),
    );
    await Promise.all(
      made.map(async ({ id, data, delivery }) => {
        await writeFile(path.join(dataDir, 'messages', `${id}.json`), serializeMessage(data));
        await writeFile(path.join(dataDir, 'delivery', `${id}.1.json`), serializeMessage(delivery));
      }),
    );
    messages.addMany(made.map(({ id, data, delivery }) => ({ id, data: { ...data, delivery } })));
  }
}

/** The same messages in the fake Firestore, as the create trigger leaves them (terms and all). */
export function fillFirestore(db: FakeDocumentDb, count: number, now: Date): void {
  for (let n = 0; n < count; n += 1) {
    const { id, data, delivery } = benchMessage(n, count, now);
    const stored = { ...data, delivery, changedAt: data.createdAt };
    db.put(`messages/${id}`, { ...stored, searchTerms: termsOf(messageListing, stored) });
  }
}
