import type { Fault, FaultState } from './faultyAdapters';

/** One visitor's submission and what they saw. */
export interface Submission {
  n: number;
  docId: string;
  fault: Fault;
  ip: string;
  createdAt?: Date;
  outcome?: string;
}

export interface FaultFigures {
  submissions: number;
  messagesStored: number;
  faultsInjected: Record<string, number>;
  /** Stored messages never e-mailed and not reported as abandoned. */
  messagesLost: number;
  /** A second e-mail of one message with a different Message-ID (mail clients would show both). */
  duplicateEmails: number;
  /** Extra copies with the same Message-ID (a death between the mail server's accept and the record). */
  foldedCopies: number;
  /** Processes killed after the mail server's accept and before the sent record: the crash window. */
  deathsInCrashWindow: number;
  /** Real visitors answered resource-exhausted, invalid-argument, not-found or permission-denied. */
  visitorsRefused: number;
  /** Real visitors who saw an error caused by an injected fault (their message is stored). */
  visitorsSawInjectedError: number;
  /** E-mailed after the first backstop run that was due to send them. */
  delayedPastNextRun: number;
  /** ... of which had no failed or cut-short attempt to explain it. */
  delayedWithoutFailedAttempt: number;
  abandoned: number;
  junkCalls: number;
  junkAccepted: number;
}

const refusals = new Set(['resource-exhausted', 'invalid-argument', 'not-found', 'permission-denied']);

export function summarise(input: {
  log: Submission[];
  state: FaultState;
  stored: { path: string; data: Record<string, unknown> | undefined }[];
  runs: Date[];
  graceMs: number;
  junkOutcomes: string[];
}): FaultFigures {
  const { log, state, stored, runs, graceMs, junkOutcomes } = input;
  const mails = new Map<string, { messageId: string; at: Date }[]>();
  for (const mail of state.accepted) mails.set(mail.docId, [...(mails.get(mail.docId) ?? []), mail]);
  const faultsInjected: Record<string, number> = {};
  for (const visit of log) faultsInjected[visit.fault] = (faultsInjected[visit.fault] ?? 0) + 1;
  let lost = 0;
  let abandoned = 0;
  for (const { path, data } of stored) {
    const id = path.slice('messages/'.length);
    const status = (data?.delivery as { status?: string } | undefined)?.status;
    if (status === 'abandoned') abandoned += 1;
    else if (!mails.has(id)) lost += 1;
  }
  let duplicateEmails = 0;
  let foldedCopies = 0;
  for (const copies of mails.values()) {
    const distinct = new Set(copies.map((copy) => copy.messageId)).size;
    duplicateEmails += distinct - 1;
    foldedCopies += copies.length - distinct;
  }
  let delayed = 0;
  let delayedWithoutFailure = 0;
  for (const visit of log) {
    const first = mails.get(visit.docId)?.[0];
    if (!visit.createdAt || !first) continue;
    const due = visit.createdAt.getTime() + graceMs;
    const run = runs.find((time) => time.getTime() >= due);
    if (run && first.at > run) {
      delayed += 1;
      if (!state.failedAttempts.has(visit.docId)) delayedWithoutFailure += 1;
    }
  }
  const errors = log.filter((visit) => visit.outcome?.startsWith('error: '));
  return {
    submissions: log.filter((visit) => visit.n < 1_000_000).length,
    messagesStored: stored.length,
    faultsInjected,
    messagesLost: lost,
    duplicateEmails,
    foldedCopies,
    deathsInCrashWindow: state.unrecordedDeaths,
    visitorsRefused: errors.filter((visit) => refusals.has(visit.outcome?.slice(7) ?? '')).length,
    visitorsSawInjectedError: errors.filter((visit) => !refusals.has(visit.outcome?.slice(7) ?? '')).length,
    delayedPastNextRun: delayed,
    delayedWithoutFailedAttempt: delayedWithoutFailure,
    abandoned,
    junkCalls: junkOutcomes.length,
    junkAccepted: junkOutcomes.filter((outcome) => outcome === 'accepted').length,
  };
}
