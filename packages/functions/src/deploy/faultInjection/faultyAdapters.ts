import type { ContactMail, Mailer } from '../../ports';
import type { DocumentDb, DocumentTransaction } from '../documentDb';
import { die, invocations } from './invocation';

/** What goes wrong for one message (at most one planned fault each; an SMTP outage comes on top). */
export type Fault =
  | 'none'
  | 'commit-aborted'
  | 'callable-aborted'
  | 'smtp-4xx'
  | 'smtp-5xx'
  | 'store-error-after-send'
  | 'killed-mid-claim'
  | 'killed-before-smtp-accept'
  | 'killed-after-smtp-accept'
  | 'killed-mid-sent-record';

export interface FaultState {
  /** The planned fault of each message id, consumed when it strikes. */
  plans: Map<string, Fault>;
  /** Every e-mail the mail server accepted, with the simulated time. */
  accepted: { docId: string; messageId: string; at: Date }[];
  /** Send attempts the mail server refused or a crash cut short, per message id. */
  failedAttempts: Map<string, number>;
  /** Deaths after the mail server accepted an e-mail and before its sent record committed. */
  unrecordedDeaths: number;
  /** Whether the mail server is down (421 to everything) right now. */
  outage: boolean;
  now: () => Date;
}

const docIdOf = (path: string) => (path.startsWith('messages/') ? path.slice('messages/'.length) : undefined);

const countFailure = (state: FaultState, docId: string) =>
  state.failedAttempts.set(docId, (state.failedAttempts.get(docId) ?? 0) + 1);

/** A mail server that fails, accepts or takes down the sender as each message's plan says. */
export function faultyMailer(state: FaultState, pendingRecordFaults: Map<string, Fault>): Mailer {
  return {
    async send(mail: ContactMail) {
      await Promise.resolve();
      const id = mail.reference;
      const plan = state.plans.get(id) ?? 'none';
      if (state.outage) {
        countFailure(state, id);
        throw new Error('421 4.3.2 Service not available, closing transmission channel');
      }
      if (plan === 'smtp-4xx' || plan === 'smtp-5xx') {
        const failures = state.failedAttempts.get(id) ?? 0;
        if (failures < (plan === 'smtp-4xx' ? 1 : 2)) {
          countFailure(state, id);
          throw new Error(plan === 'smtp-4xx' ? '451 4.7.1 Try again later' : '554 5.7.0 Transaction failed');
        }
      }
      if (plan === 'killed-before-smtp-accept' && invocations.getStore()?.kind === 'callable') {
        state.plans.delete(id);
        countFailure(state, id);
        return die();
      }
      state.accepted.push({ docId: id, messageId: mail.messageId, at: state.now() });
      if (plan === 'killed-after-smtp-accept' && invocations.getStore()?.kind === 'callable') {
        state.plans.delete(id);
        state.unrecordedDeaths += 1;
        return die();
      }
      if (plan === 'store-error-after-send' || plan === 'killed-mid-sent-record') {
        state.plans.delete(id);
        pendingRecordFaults.set(id, plan);
      }
      return { messageId: mail.messageId };
    },
  };
}

/** Thrown inside a transaction to roll it back when its process dies before the commit. */
const killedBeforeCommit = new Error('killed before the commit');

/**
 * Firestore with faults. After a send the mailer arms its message: with 'store-error-after-send' the
 * next transaction on it fails before committing and the one after commits but reports an error (a
 * lost reply); with 'killed-mid-sent-record' the process dies in it. A planned mid-claim death
 * strikes the callable's first transaction on its message. Deaths alternate between before and
 * after the commit; a transaction rolled back by a death never holds its locks.
 */
export function faultyDb(db: DocumentDb, state: FaultState, recordFaults: Map<string, Fault>): DocumentDb {
  const storeErrors = new Map<string, number>();
  let beforeCommit = false;
  return {
    ...db,
    async runTransaction(work) {
      // The message this transaction is about (its first read), and what happens once it commits.
      const seen: { target?: string | undefined; after?: 'die' | 'error' | undefined } = {};
      const observed = (tx: DocumentTransaction): DocumentTransaction => ({
        ...tx,
        get: (path) => {
          seen.target ??= docIdOf(path);
          return tx.get(path);
        },
      });
      try {
        const result = await db.runTransaction(async (tx) => {
          Object.assign(seen, { target: undefined, after: undefined });
          const value = await work(observed(tx));
          const id = seen.target;
          if (id === undefined) return value;
          const fault = recordFaults.get(id);
          if (fault === 'store-error-after-send') {
            const left = storeErrors.get(id) ?? 2;
            storeErrors.set(id, left - 1);
            if (left === 2) throw new Error('14 UNAVAILABLE: The service is currently unavailable.');
            recordFaults.delete(id);
            seen.after = 'error';
          }
          const inCallable = invocations.getStore()?.kind === 'callable';
          if (
            fault === 'killed-mid-sent-record' ||
            (inCallable && state.plans.get(id) === 'killed-mid-claim')
          ) {
            recordFaults.delete(id);
            state.plans.delete(id);
            countFailure(state, id);
            beforeCommit = !beforeCommit;
            if (beforeCommit && fault === 'killed-mid-sent-record') state.unrecordedDeaths += 1;
            if (beforeCommit) throw killedBeforeCommit;
            seen.after = 'die';
          }
          return value;
        });
        if (seen.after === 'die') return await die();
        if (seen.after === 'error')
          throw new Error('4 DEADLINE_EXCEEDED: the commit may or may not have been applied.');
        return result;
      } catch (error) {
        if (error === killedBeforeCommit) return die();
        throw error;
      }
    },
  };
}
