import { messagesCollection } from '@rico/contact';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { answerFormPost } from '../formPost/answerFormPost';
import { createSendContactEmail } from '../callable';
import type { SendContactEmailDeps } from '../handler';
import type { InboxDeps, StaffVerifier } from '@rico/inbox';
import type { Logger, Mailer } from '../ports';
import { backstopLimitKey, createSendBudget, globalLimitKey, guardCall, guardClient } from './abuseGuard';
import { hostingProxies } from './clientKey';
import { sendMissedMessages } from './backstop';
import { createApplicationFunctions } from './applicationFunctions';
import type { CvBucket } from './cvBucket';
import type { DocumentDb } from './documentDb';
import { createFirestoreAuditLog } from './firestoreAuditLog';
import { createFirestoreInboxStore } from './firestoreInboxStore';
import { maintainInbox } from './inboxMaintenance';
import { createFirestoreMessageStore, type FirestoreMessageStore } from './firestoreMessageStore';
import { sendStoredMessage } from '../sendStoredMessage';
import { answerInboxRequest, noStaffVerifier } from './inboxApi';
import { deployRegion, isAppCheckEnforced, maxInstances, rateLimitSalt, smtpPassword } from './params';
import {
  readAbuseLimits,
  readMailSettings,
  readRateLimitSalt,
  readRetentionDays,
  readSmtpSettings,
} from './productionConfig';
import { createRateLimiter, type RateLimiter } from './rateLimiter';
import type { SmtpSettings } from './smtpMailer';

/** The outside world of the production functions: Firestore, SMTP, logging, the clock. */
export interface ProductionAdapters {
  db: DocumentDb;
  createMailer: (smtp: SmtpSettings) => Mailer;
  log: Logger;
  now?: () => Date;
  /** How the handler waits between retries of a write (a simulation passes its own clock's). */
  wait?: (ms: number) => Promise<void>;
  /** Checks the staff inbox's ID tokens (firebase-admin in deploy/index.ts); without it the inbox is unavailable. */
  staffVerifier?: StaffVerifier;
  /** The private bucket the CVs are kept in (firebase-admin's `getStorage().bucket()`). */
  cvBucket: CvBucket;
}

interface Runtime {
  adapters: ProductionAdapters;
  now: () => Date;
  store: FirestoreMessageStore;
  limiter: RateLimiter;
}

type SendDeps = SendContactEmailDeps & {
  store: FirestoreMessageStore;
  now: () => Date;
  log: Logger;
  admitSend: (docId: string) => Promise<void>;
};

/** Made on first use, per function instance: parameters and secrets exist only at run time. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * The deployed functions, wired to whatever adapters they are given (firebase-admin and SMTP in
 * deploy/index.ts, fakes in the tests):
 * - sendContactEmail: the site's callable, behind App Check and the rate limits;
 * - submitContactForm: the form posted without its script (stores, then the callable's handler);
 * - sendMissedContactEmails: every 5 minutes, e-mails stored messages the callable never sent;
 * - stampMessageExpiry: on every new message sets expireAt (the TTL policy) and the 'pending'
 *   delivery record the backstop's query finds;
 * - inboxApi: the staff inbox (@rico/inbox's handler) on Firestore, behind a staff ID token;
 * - submitJobApplication, eraseExpiredApplications: job applications (applicationFunctions.ts);
 * - maintainMessages: every hour, erases messages past their retention (in batches, with tombstones)
 *   and, once after a deploy, writes the search terms of messages stored before them.
 * The callable and the backstop spend separate daily budgets of sends, so neither can use up the other's.
 */
export function createProductionFunctions(makeAdapters: () => ProductionAdapters) {
  const runtime = lazy((): Runtime => {
    const adapters = makeAdapters();
    const now = adapters.now ?? (() => new Date());
    const store = createFirestoreMessageStore(adapters.db, { retentionDays: readRetentionDays(), now });
    return {
      adapters,
      now,
      store,
      limiter: createRateLimiter(adapters.db),
    };
  });
  /** The handler's dependencies, spending sends from the budget under `budgetKey`. */
  const depsWithBudget = (budgetKey: string) =>
    lazy((): SendDeps => {
      const { adapters, store, now, limiter } = runtime();
      const mailer = adapters.createMailer(readSmtpSettings());
      const limits = readAbuseLimits();
      const limit = budgetKey === backstopLimitKey ? limits.backstop : limits.global;
      const admitSend = createSendBudget({ limiter, now, log: adapters.log }, budgetKey, limit);
      const deps: SendDeps = { store, mailer, mail: readMailSettings(), now, log: adapters.log, admitSend };
      return adapters.wait ? { ...deps, wait: adapters.wait } : deps;
    });
  const callableDeps = depsWithBudget(globalLimitKey);
  const backstopDeps = depsWithBudget(backstopLimitKey);
  const secrets = [smtpPassword, rateLimitSalt];
  const enforceAppCheck = isAppCheckEnforced();

  const guardDeps = () => {
    const { limiter, now, adapters } = runtime();
    return { limiter, limits: readAbuseLimits(), salt: readRateLimitSalt(), now, log: adapters.log };
  };

  const sendContactEmail = createSendContactEmail(callableDeps, {
    callable: {
      region: deployRegion,
      maxInstances,
      enforceAppCheck,
      consumeAppCheckToken: enforceAppCheck,
      secrets,
      memory: '256MiB',
      timeoutSeconds: 60,
    },
    guard: (request) => guardCall(request, guardDeps()),
  });

  // The contact form posted without its script, behind Hosting's rewrite of /contact/send: the same
  // per-client limit, budget and handler as the callable (no App Check: a page without script
  // cannot get a token), after a same-origin check.
  const submitContactForm = onRequest(
    { region: deployRegion, maxInstances, secrets, memory: '256MiB', timeoutSeconds: 60 },
    async (req, res) => {
      await answerFormPost(
        () => {
          const deps = callableDeps();
          return {
            send: deps,
            create: (id, data) => deps.store.create(id, { ...data }),
            guard: () => guardClient(req, guardDeps(), hostingProxies),
            now: deps.now,
            log: deps.log,
          };
        },
        req,
        res,
      );
    },
  );

  const applications = createApplicationFunctions(() => {
    const { adapters, now } = runtime();
    return {
      db: adapters.db,
      cvBucket: adapters.cvBucket,
      mailer: () => backstopDeps().mailer,
      guardDeps,
      backstopAdmit: () => backstopDeps().admitSend,
      now,
      log: adapters.log,
      wait: adapters.wait,
    };
  });

  // Messages first, then applications, on the backstop's one budget of sends.
  const sendMissedContactEmails = onSchedule(
    { schedule: 'every 5 minutes', region: deployRegion, secrets, maxInstances: 1, timeoutSeconds: 300 },
    async () => {
      const deps = backstopDeps();
      const report = await sendMissedMessages(deps);
      const applicationReport = report.budgetReached
        ? undefined
        : await applications.sendMissedApplicationEmails();
      deps.log.info('backstop run', { ...report, applications: applicationReport });
    },
  );

  const inboxDeps = lazy((): InboxDeps => {
    const { adapters, now, limiter } = runtime();
    const retentionDays = readRetentionDays();
    return {
      verifier: adapters.staffVerifier ?? noStaffVerifier,
      store: createFirestoreInboxStore(adapters.db),
      audit: createFirestoreAuditLog(adapters.db, adapters.log, retentionDays),
      applications: applications.applications(),
      limiter,
      retentionDays,
      now,
      log: adapters.log,
      // An operator's "send again" spends the backstop's budget, never the visitors'.
      sendAgain: (id) => sendStoredMessage(backstopDeps(), id),
    };
  });

  // The staff inbox API, behind Hosting's rewrite of /api/inbox/** (same origin as the site). Every
  // answer is one page or one poll (at most 101 documents); the CSV export streams 500 rows a page, so
  // 256 MiB holds any export (the benchmark's export of 100,000 rows grew the heap by 1.3 MB at
  // most). Hosting cuts a rewritten request at 60 s, so a longer timeout would buy nothing: 200
  // pages of 500 in that time is some 100,000 rows; more than that, export by filter.
  const inboxApi = onRequest(
    { region: deployRegion, maxInstances, secrets: [smtpPassword], memory: '256MiB', timeoutSeconds: 60 },
    async (req, res) => {
      await answerInboxRequest(inboxDeps, req, res);
    },
  );

  const stampMessageExpiry = onDocumentCreated(
    { document: `${messagesCollection}/{id}`, region: deployRegion, retry: true },
    async (event) => {
      await runtime().store.stampServerFields(event.params.id);
    },
  );

  // Hourly, so the migration after a deploy starts within the hour; a quiet run reads two documents.
  // 540 s is the limit of a scheduled function; the run stops its batches well before it (maxBatches)
  // and the next run carries on.
  const maintainMessages = onSchedule(
    {
      schedule: 'every 60 minutes',
      region: deployRegion,
      maxInstances: 1,
      memory: '256MiB',
      timeoutSeconds: 540,
    },
    async () => {
      const { adapters, now } = runtime();
      const report = await maintainInbox(adapters.db, { now: now(), retentionDays: readRetentionDays() });
      adapters.log.info('inbox maintenance run', { ...report });
    },
  );

  return {
    sendContactEmail,
    submitContactForm,
    sendMissedContactEmails,
    stampMessageExpiry,
    inboxApi,
    submitJobApplication: applications.submitJobApplication,
    eraseExpiredApplications: applications.eraseExpiredApplications,
    maintainMessages,
  };
}
