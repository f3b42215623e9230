import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { contactFormSchema, toNewMessageData, toSendContactEmailPayload } from '@rico/contact';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import * as v from 'valibot';
import { createFileMessageStore } from '../store/fileMessageStore';

export interface LoadOptions {
  /** The backend's URL, e.g. http://127.0.0.1:8787. */
  url: string;
  /** Its data folder, to count what it stored and mailed. */
  dataDir: string;
  submissions: number;
  concurrency: number;
  projectId?: string;
  region?: string;
}

export interface LoadReport {
  submissions: number;
  errors: number;
  firstError?: string;
  /** Messages stored, and e-mails in the outbox, for this run's submissions. */
  stored: number;
  emailed: number;
  /** E-mails beyond one per message, and messages with none. */
  duplicates: number;
  missing: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/**
 * `submissions` contact-form submissions, `concurrency` at a time, each as the site makes it: the
 * Firestore Lite write under a browser-made id, then the sendContactEmail callable. Then counts the
 * stored messages and the outbox's e-mails per message.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const {
    url,
    dataDir,
    submissions,
    concurrency,
    projectId = 'demo-rico',
    region = 'europe-west2',
  } = options;
  const { hostname, port } = new URL(url);
  const app = initializeApp({ projectId, apiKey: 'demo-key', appId: 'demo-app' }, `load-${Date.now()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, hostname, Number(port));
  const functions = getFunctions(app, region);
  connectFunctionsEmulator(functions, hostname, Number(port));
  const sendContactEmail = httpsCallable(functions, 'sendContactEmail');

  const ids: string[] = [];
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  async function submitOne(index: number) {
    const values = v.parse(contactFormSchema, {
      name: `Load Visitor ${index}`,
      email: `visitor${index}@example.co.uk`,
      phone: '020 7946 0000',
      interest: ['epos-table-ordering'],
      message: `Load test message number ${index}, please ignore.`,
      consent: true,
    });
    const started = performance.now();
    try {
      const ref = doc(collection(db, 'messages'));
      ids.push(ref.id);
      await setDoc(ref, { ...toNewMessageData(values), createdAt: serverTimestamp() });
      const result = await sendContactEmail(toSendContactEmailPayload(ref.id, values));
      if ((result.data as { status?: unknown }).status !== 'sent')
        throw new Error(JSON.stringify(result.data));
      latencies.push(performance.now() - started);
    } catch (error) {
      errors += 1;
      firstError ??= String(error);
    }
  }
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < submissions) await submitOne(next++);
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  await deleteApp(app);

  const mine = new Set(ids);
  const storedIds = new Set((await createFileMessageStore(dataDir).list()).map((entry) => entry.id));
  const perMessage = new Map<string, number>();
  const outbox = await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]);
  // Outbox files are named <time>-<message id>.eml.
  for (const name of outbox.filter((file) => file.endsWith('.eml'))) {
    const id = name.slice(-'.eml'.length - 20, -'.eml'.length);
    if (mine.has(id)) perMessage.set(id, (perMessage.get(id) ?? 0) + 1);
  }
  const counts = [...perMessage.values()];
  latencies.sort((a, b) => a - b);
  return {
    submissions,
    errors,
    firstError,
    stored: ids.filter((id) => storedIds.has(id)).length,
    emailed: counts.reduce((sum, count) => sum + count, 0),
    duplicates: counts.reduce((sum, count) => sum + count - 1, 0),
    missing: ids.filter((id) => !perMessage.has(id)).length,
    seconds,
    perSecond: submissions / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}
