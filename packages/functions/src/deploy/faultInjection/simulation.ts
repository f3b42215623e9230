import { exampleMessage, payloadFor } from '../../testing/fixtures';
import { backstopGraceMs } from '../backstop';
import { callFrom, createProductionFixture, messageId } from '../testing/productionFixture';
import { applyEnv, productionEnv } from '../testing/productionEnv';
import { faultyDb, faultyMailer, type Fault, type FaultState } from './faultyAdapters';
import { invoke } from './invocation';
import { summarise, type FaultFigures, type Submission } from './figures';

export interface FaultInjectionOptions {
  /** Real visitors' submissions, spread evenly over `days`. */
  submissions: number;
  days: number;
  /** Junk calls in one burst halfway through, from `junkCalls / 4` addresses (4 calls each). */
  junkCalls: number;
  seed: number;
}

const minuteMs = 60_000;
const faults: Fault[] = [
  'commit-aborted',
  'callable-aborted',
  'smtp-4xx',
  'smtp-5xx',
  'store-error-after-send',
  'killed-mid-claim',
  'killed-before-smtp-accept',
  'killed-after-smtp-accept',
  'killed-mid-sent-record',
];

/** A small seeded generator (mulberry32), so every run injects the same faults. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const codeOf = (error: unknown) => (error as { code?: string }).code ?? String(error);

/**
 * The production functions (callable, backstop every 5 minutes, create trigger) over the fake
 * Firestore and mail server, in simulated time, with a fault planned for about half the messages,
 * a 90-minute SMTP outage, failing triggers and a junk flood. Each minute's work runs concurrently.
 */
export async function runFaultInjection(options: FaultInjectionOptions): Promise<FaultFigures> {
  const restoreEnv = applyEnv(productionEnv({ APP_CHECK: 'off' }));
  try {
    return await simulate(options);
  } finally {
    restoreEnv();
  }
}

async function simulate({
  submissions,
  days,
  junkCalls,
  seed,
}: FaultInjectionOptions): Promise<FaultFigures> {
  const random = seeded(seed);
  const start = new Date('2025-06-02T00:00:00.000Z');
  const state: FaultState = {
    plans: new Map(),
    accepted: [],
    failedAttempts: new Map(),
    unrecordedDeaths: 0,
    outage: false,
    now: () => start,
  };
  const recordFaults = new Map<string, Fault>();
  const fixture = createProductionFixture({
    now: start,
    mailer: faultyMailer(state, recordFaults),
    wrapDb: (db) => faultyDb(db, state, recordFaults),
    wait: () => Promise.resolve(),
  });
  state.now = () => fixture.clock.now;
  const { functions, db } = fixture;
  const totalMinutes = days * 24 * 60;
  const lastMinute = totalMinutes + 24 * 60;
  const outage = { from: Math.floor(totalMinutes / 5), to: Math.floor(totalMinutes / 5) + 90 };
  const junkMinute = Math.floor(totalMinutes / 2);
  const log: Submission[] = [];
  const arrivals = new Map<number, Submission[]>();
  const later = (minute: number, submission: Submission) =>
    arrivals.set(minute, [...(arrivals.get(minute) ?? []), submission]);
  for (let n = 0; n < submissions; n += 1) {
    const fault = random() < 0.5 ? (faults[Math.floor(random() * faults.length)] ?? 'none') : 'none';
    later(Math.floor((n * totalMinutes) / submissions), {
      n,
      docId: messageId(n),
      fault,
      ip: `198.18.${String(n >> 8)}.${String(n & 255)}`,
    });
  }
  let pendingTriggers: string[] = [];

  async function submit(visit: Submission, minute: number) {
    log.push(visit);
    if (visit.fault === 'commit-aborted') {
      // The visitor sees the error toast and presses Send again a minute later: a new document.
      visit.outcome = 'error: commit aborted';
      later(minute + 1, {
        ...visit,
        n: visit.n + 1_000_000,
        docId: messageId(visit.n + 1_000_000),
        fault: 'none',
      });
      return;
    }
    const payload = fixture.storeMessage(visit.docId);
    visit.createdAt = new Date(fixture.clock.now);
    state.plans.set(visit.docId, visit.fault);
    pendingTriggers.push(visit.docId);
    if (visit.fault === 'callable-aborted') return;
    const call = await invoke('callable', () => functions.sendContactEmail.run(callFrom(visit.ip, payload)));
    visit.outcome =
      call.outcome === 'done'
        ? 'ok'
        : call.outcome === 'killed'
          ? 'error: killed'
          : `error: ${codeOf(call.error)}`;
  }

  const junkOutcomes: string[] = [];
  async function junk(k: number) {
    const stored = payloadFor(messageId(k % Math.max(1, submissions)), exampleMessage());
    const kinds: unknown[] = [
      { docId: 'x' },
      payloadFor(messageId(9_000_000 + k), exampleMessage()),
      { ...stored, message: 'Cheap watches at spam.example now!' },
      'junk',
    ];
    const ip = `203.0.${String(Math.floor(k / 4) >> 8)}.${String(Math.floor(k / 4) & 255)}`;
    const call = await invoke('callable', () =>
      functions.sendContactEmail.run(callFrom(ip, kinds[k % kinds.length])),
    );
    junkOutcomes.push(
      call.outcome === 'done' ? 'accepted' : call.outcome === 'failed' ? codeOf(call.error) : 'killed',
    );
  }

  const runs: Date[] = [];
  for (let minute = 0; minute <= lastMinute; minute += 1) {
    fixture.clock.now = new Date(start.getTime() + minute * minuteMs);
    state.outage = minute >= outage.from && minute < outage.to;
    const triggers = pendingTriggers;
    pendingTriggers = [];
    const work: Promise<unknown>[] = triggers.map(async (id) => {
      // One trigger in twenty fails; Cloud Functions retries it (retry: true), here a minute later.
      if (random() < 0.05) return pendingTriggers.push(id);
      return invoke('trigger', async () => {
        await functions.stampMessageExpiry.run({ params: { id } } as never);
      });
    });
    work.push(...(arrivals.get(minute) ?? []).map((visit) => submit(visit, minute)));
    if (minute === junkMinute) work.push(...Array.from({ length: junkCalls }, (_, k) => junk(k)));
    if (minute % 5 === 0) {
      runs.push(new Date(fixture.clock.now));
      work.push(
        invoke('backstop', async () => {
          await functions.sendMissedContactEmails.run({ scheduleTime: '', jobName: 'backstop' });
        }),
      );
    }
    await Promise.all(work);
  }
  const stored = db.paths().filter((path) => path.startsWith('messages/'));
  return summarise({
    log,
    state,
    stored: stored.map((path) => ({ path, data: db.peek(path) })),
    runs,
    graceMs: backstopGraceMs,
    junkOutcomes,
  });
}
