import type { CallableRequest } from 'firebase-functions/v2/https';
import type { StaffVerifier } from '@rico/inbox';
import type { ContactMail, Mailer } from '../../ports';
import { exampleDocId, exampleMessage, payloadFor } from '../../testing/fixtures';
import { createProductionFunctions, type ProductionAdapters } from '../productionFunctions';
import type { DocumentDb } from '../documentDb';
import type { SmtpSettings } from '../smtpMailer';
import { createFakeCvBucket } from './fakeCvBucket';
import { createFakeDocumentDb, eventLoopTurn } from './fakeDocumentDb';
import { createRecordingLogger } from './recordingLogger';

/**
 * A Mailer that records what it was asked to send. A send takes one turn of the event loop, and
 * `turns` more; `holdFirstUntil` keeps the first send in flight until the test resolves it, and
 * `firstSendBegan` tells the test when that send has started.
 */
export function createFakeMailer(
  options: { turns?: number; holdFirstUntil?: Promise<void>; fail?: () => Error | undefined } = {},
) {
  const sent: ContactMail[] = [];
  let began: () => void = () => undefined;
  const firstSendBegan = new Promise<void>((resolve) => {
    began = resolve;
  });
  let sends = 0;
  const mailer: Mailer = {
    async send(mail) {
      sends += 1;
      began();
      // Only the first is held: a second send (the code under test wrong) must fail the test, not hang it.
      if (sends === 1) await options.holdFirstUntil;
      for (let turn = options.turns ?? 0; turn >= 0; turn -= 1) await eventLoopTurn();
      const failure = options.fail?.();
      if (failure) throw failure;
      sent.push(mail);
      return { messageId: `<${String(sent.length)}@fake.test>` };
    },
  };
  return { mailer, sent, firstSendBegan };
}

/**
 * The production functions over a fake Firestore, a fake mailer and a recording logger, with a
 * clock the test moves. Build it after applyEnv(productionEnv(...)): App Check is read at creation.
 */
export function createProductionFixture(
  options: {
    now?: Date;
    mailer?: Mailer;
    createMailer?: (smtp: SmtpSettings) => Mailer;
    /** Random latency of the fake Firestore, in event-loop turns (see FakeDocumentDbOptions). */
    jitterTurns?: number;
    jitterSeed?: number;
    /** Puts something between the functions and the fake Firestore (a fault injector, say). */
    wrapDb?: (db: DocumentDb) => DocumentDb;
    /** How the functions wait between retries (a simulation passes one that does not sleep). */
    wait?: (ms: number) => Promise<void>;
    /** Checks the inbox's ID tokens. */
    staffVerifier?: StaffVerifier;
  } = {},
) {
  const db = createFakeDocumentDb({ jitterTurns: options.jitterTurns ?? 0, seed: options.jitterSeed ?? 0 });
  const fakeMailer = createFakeMailer();
  const log = createRecordingLogger();
  const clock = { now: options.now ?? new Date('2025-06-01T12:00:00.000Z') };
  const bucket = createFakeCvBucket();
  const adapters: ProductionAdapters = {
    db: options.wrapDb ? options.wrapDb(db) : db,
    cvBucket: bucket,
    createMailer: options.createMailer ?? (() => options.mailer ?? fakeMailer.mailer),
    log,
    now: () => new Date(clock.now),
    ...(options.wait ? { wait: options.wait } : {}),
    ...(options.staffVerifier ? { staffVerifier: options.staffVerifier } : {}),
  };
  return {
    db,
    bucket,
    log,
    clock,
    sent: fakeMailer.sent,
    functions: createProductionFunctions(() => adapters),
    /** Stores a message as a client create would, `ageMs` before the clock's now. */
    storeMessage: (id = exampleDocId, ageMs = 0, changes: Record<string, unknown> = {}) => {
      const createdAt = new Date(clock.now.getTime() - ageMs);
      db.put(`messages/${id}`, { ...exampleMessage({ createdAt }), ...changes });
      return payloadFor(id, exampleMessage());
    },
  };
}

/** A callable request as firebase-functions hands it to the handler, from a given address. */
export function callFrom(ip: string, data: unknown, app?: CallableRequest['app']): CallableRequest {
  const rawRequest = { headers: { 'x-forwarded-for': ip }, ip: '10.0.0.1' };
  return { data, rawRequest, app, acceptsStreaming: false } as unknown as CallableRequest;
}

/** 20-character message ids, distinct per n. */
export const messageId = (n: number) => `Msg${String(n).padStart(17, '0')}`;
