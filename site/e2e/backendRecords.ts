import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from 'playwright';
import { backendDataDir } from './browser';

/** The Firestore Lite write and the sendContactEmail call, as the browser sends them. */
export const isWrite = (url: URL) => url.pathname.endsWith('/documents:commit');
export const isEmailCall = (url: URL) => url.pathname.endsWith('/sendContactEmail');

const docIdOf = (call: Request): string => (call.postDataJSON() as { data: { docId: string } }).data.docId;

/** The one document every sendContactEmail call so far was about. */
export function sentDocId(emailCalls: readonly Request[]): string {
  const [docId, ...others] = new Set(emailCalls.map(docIdOf));
  if (!docId || others.length > 0) throw new Error(`Calls about ${[docId, ...others].join(', ')}`);
  return docId;
}

/** The message ids the Firestore writes named (`…/documents/messages/<id>`). */
export const writtenDocIds = (writes: readonly Request[]) =>
  writes.map((write) => {
    const body = write.postDataJSON() as { writes: { update: { name: string } }[] };
    return body.writes.map(({ update }) => update.name.split('/').at(-1)).join();
  });

/** A path in the served local backend's data dir (messages/ and outbox/). */
export const dataPath = (...parts: string[]) => join(backendDataDir(), ...parts);

/** How many messages the local backend has stored. */
export const storedCount = async () =>
  (await readdir(dataPath('messages'))).filter((file) => file.endsWith('.json')).length;

/** The .eml files the outbox holds for a document (the mailer names them after its id). */
export const outboxFor = async (docId: string) =>
  (await readdir(dataPath('outbox')).catch(() => [] as string[])).filter((file) =>
    file.endsWith(`-${docId}.eml`),
  );
