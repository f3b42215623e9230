// First: the functions SDK keeps the console it finds when it loads (quietFunctionsLog.ts).
import './quietFunctionsLog';
import path from 'node:path';
import {
  contactFormPaths,
  contactFormPostFunction,
  jobApplicationPaths,
  jobApplicationPostFunction,
} from '@rico/contact';
import {
  createMemoryRateLimiter,
  createSendContactEmail,
  createSmtpMailer,
  defaultRetentionDays,
  eraseExpiredApplications,
  type ApplicationMailSettings,
  eraseInBatches,
  retentionCutoff,
  sendStoredMessage,
  type Logger,
  type MailSettings,
} from '@rico/functions';
import {
  errorResponse,
  InboxError,
  sendInboxResponse,
  type InboxDeps,
  type StaffVerifier,
} from '@rico/inbox';
import { createLocalStaffVerifier } from '@rico/inbox/firebase';
import { recordAnalyticsEvent } from './analytics/analyticsRoute';
import {
  defaultApplicationMailSettings,
  defaultDataDir,
  defaultMailSettings,
  defaultProjectId,
  defaultRegion,
} from './config';
import { handleCommit } from './firestore/commitRoute';
import { renderAboutPage, sendHtml } from './http/aboutPage';
import { createAuthEmulatorProxy } from './http/authEmulatorProxy';
import { createSignInTokens } from './http/signInTokens';
import { runCallable } from './http/callableRoute';
import { applyCors } from './http/cors';
import { createFormPostRoute } from './http/formPostRoute';
import { createInboxRoute } from './http/inboxRoute';
import { createJobApplicationRoute } from './http/jobApplicationRoute';
import { mayWrite } from './http/origin';
import { requestPath } from './http/requestPath';
import { sendGoogleError, sendJson } from './http/respond';
import type { BackendHandler } from './http/types';
import { createOutboxMailer } from './mail/outboxMailer';
import { matchRoute, type Route, type RouteName } from './routes';
import { checkDataDir, DataDirError } from './store/dataDir';
import { createFileAuditLog } from './store/auditLog';
import { applicationFolders, createFileApplicationStore } from './store/fileApplicationStore';
import { createFileInboxStore } from './store/fileInboxStore';
import { createFileMessageStore } from './store/fileMessageStore';
import { closeLocalIndex, localIndexFor } from './store/index/localIndex';
import { localErasure } from './store/localErasure';
import { reconcileIndex } from './store/reconcileIndex';

/** The function firebase.json rewrites `/api/inbox/**` to (the deployed inboxApi). */
export const inboxApiFunction = 'inboxApi';

export interface LocalBackendOptions {
  /** Where messages and the outbox live; default `DATA_DIR` or `.data/` at the repo root. */
  dataDir?: string;
  /** Send real e-mail through this SMTP server; default `SMTP_URL`; unset: .eml files in the outbox. */
  smtpUrl?: string;
  /** The demo project the site's Firebase config names; default 'demo-rico'. */
  projectId?: string;
  /** The callable's region; default 'europe-west2'. */
  region?: string;
  /** From and To of the notification; default MAIL_FROM/MAIL_TO or rico.example addresses. */
  mail?: MailSettings;
  /** The hiring notification's addresses and inbox link; default HIRING_MAIL_TO, SITE_ORIGIN or PORT. */
  applicationMail?: ApplicationMailSettings;
  /** Origins besides the site's own and loopback ones that may call the backend from a browser. */
  allowedOrigins?: readonly string[];
  log?: Logger;
  /**
   * Checks the staff inbox's ID tokens; default firebase-admin against the Auth emulator at
   * FIREBASE_AUTH_EMULATOR_HOST, or none (the inbox answers 503) while that is unset.
   */
  staffVerifier?: StaffVerifier | null;
  /** The inbox's clock (tests fix it). */
  now?: () => Date;
  /**
   * host:port of the Auth emulator the staff sign-in is proxied to, read on every request;
   * default FIREBASE_AUTH_EMULATOR_HOST (set by `pnpm start` once the emulator answers).
   */
  authEmulatorHost?: () => string | undefined;
}

/** The backend's request handler, plus the startup check a host awaits before it listens. */
export interface LocalBackend extends BackendHandler {
  /**
   * The deployed HTTP functions' local stand-ins, by function id, for a host that honours
   * firebase.json's rewrites (the local hosting server): the form post and the inbox API.
   */
  functions: Record<string, BackendHandler>;
  /**
   * Rejects with a DataDirError (a message for the developer) when the data folder is unusable.
   * Resolves once the index has caught up with the files and messages past retention are erased.
   */
  ready: Promise<void>;
  /** Stops the daily retention run and closes the index (a host that closes; tests). */
  stop(): void;
}

const dayMs = 24 * 60 * 60_000;

/**
 * The embedded backend: the Firestore Lite commit for `messages`, the sendContactEmail callable and a
 * health check, as one Node handler that the site's servers mount on their own origin.
 */
export function createLocalBackend(options: LocalBackendOptions = {}): LocalBackend {
  const {
    projectId = defaultProjectId,
    region = defaultRegion,
    allowedOrigins = [],
    log = console,
  } = options;
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir());
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL;
  const outboxDir = path.join(dataDir, 'outbox');
  const clock = options.now ?? (() => new Date());
  const store = createFileMessageStore(dataDir);
  const inboxStore = createFileInboxStore(dataDir, store);
  // Retention, as production's hourly maintenance does it: at start, then every day.
  const eraseExpired = async () => {
    const now = clock();
    const before = retentionCutoff(now, defaultRetentionDays);
    const run = await eraseInBatches(localErasure(dataDir, inboxStore), {
      before,
      at: now,
      batchSize: 200,
      maxBatches: Number.MAX_SAFE_INTEGER,
    });
    if (run.erased > 0) log.info('local backend: messages past retention erased', { ...run });
  };
  const ready = checkDataDir(dataDir, [
    'messages',
    'delivery',
    ...applicationFolders,
    ...(smtpUrl ? [] : ['outbox']),
  ]).then(async () => {
    try {
      const report = await reconcileIndex(dataDir, clock());
      if (report.indexed + report.dropped + report.removed + report.redone > 0)
        log.info('local backend: index brought up to date with the files', { ...report });
      await eraseExpired();
    } catch (error) {
      throw new DataDirError(
        `The local backend could not index the messages in ${dataDir}: ${error instanceof Error ? error.message : String(error)}. ` +
          `Deleting ${dataDir}/index.sqlite makes it index them again from the files.`,
      );
    }
  });
  // Hosts await `ready` before listening; a host that does not still gets 503s, never a crash.
  ready.catch(() => undefined);
  const daily = setInterval(() => {
    eraseExpired().catch((error: unknown) =>
      log.error('local backend: the retention run failed', { error: String(error) }),
    );
  }, dayMs);
  // The timer never keeps a process alive that has nothing else to do.
  daily.unref();
  const mailer = smtpUrl ? createSmtpMailer(smtpUrl) : createOutboxMailer(outboxDir);
  const mail = options.mail ?? defaultMailSettings();
  // CORS is answered by the backend for every route, so the callable's own middleware stays off.
  const callable = createSendContactEmail({ store, mailer, mail, log }, { callable: { cors: false } });
  const formPost = createFormPostRoute(store, { store, mailer, mail, log }, log);
  const applications = createFileApplicationStore(dataDir);
  const applicationMail = options.applicationMail ?? defaultApplicationMailSettings();
  const jobApplication = createJobApplicationRoute(applications, {
    store: applications,
    mailer,
    mail: applicationMail,
    mailKind: 'application e-mail',
    log,
  });
  // Applications past their time are erased as in production: at startup, then every hour.
  const erase = () =>
    eraseExpiredApplications(applications, clock())
      .then((report) => {
        if (report.erased > 0) log.info('local backend: applications erased', { ...report });
      })
      .catch((error: unknown) => log.error('local backend: erasure failed', { error: String(error) }));
  void ready.then(erase, () => undefined);
  const hourly = setInterval(() => void erase(), 60 * 60_000);
  hourly.unref();
  const mailTarget = smtpUrl ? 'the SMTP server in SMTP_URL' : `.eml files in ${outboxDir}`;
  // What the staff sign-in issued: the proxy notes it, the inbox's staff check asks it.
  const signInTokens = createSignInTokens();
  // Made on the first inbox call that finds a verifier: `pnpm start` may start the Auth emulator
  // after the site and set FIREBASE_AUTH_EMULATOR_HOST once it answers; until then, 503s.
  let inboxDeps: InboxDeps | null = null;
  const currentInboxDeps = (): InboxDeps | null => {
    if (inboxDeps) return inboxDeps;
    const verifier =
      options.staffVerifier === undefined
        ? createLocalStaffVerifier(projectId, (token) => signInTokens.isIssued(token))
        : options.staffVerifier;
    if (!verifier) return null;
    inboxDeps = {
      verifier,
      store: inboxStore,
      audit: createFileAuditLog(dataDir),
      applications,
      limiter: createMemoryRateLimiter(),
      retentionDays: defaultRetentionDays,
      sendAgain: (id) => sendStoredMessage({ store, mailer, mail, log }, id),
      log,
      ...(options.now && { now: options.now }),
    };
    return inboxDeps;
  };

  const authEmulator = createAuthEmulatorProxy({
    emulatorHost: options.authEmulatorHost ?? (() => process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined),
    allowedOrigins,
    tokens: signInTokens,
  });

  const routes: Record<RouteName, Route> = {
    health: { method: 'GET', handle: (_req, res) => sendJson(res, 200, { status: 'running' }) },
    about: {
      method: 'GET',
      handle: (_req, res) => {
        // Counts from the index: the page costs the same whatever the folder holds.
        const { messages } = localIndexFor(dataDir);
        const stored = messages.count([], '');
        const emailed = messages.count([{ field: 'delivery.status', equals: 'sent' }], '');
        sendHtml(res, renderAboutPage({ dataDir, mailTarget, stored, emailed }));
      },
    },
    commit: { method: 'POST', handle: (req, res) => handleCommit(store, projectId, req, res) },
    callable: { method: 'POST', handle: (req, res) => runCallable(callable, req, res) },
    analytics: { method: 'POST', handle: (req, res) => recordAnalyticsEvent(dataDir, req, res) },
    // Any method: the handler itself answers a GET with the form and refuses a cross-site post
    // with a page a visitor can read (not the JSON the scripted calls get).
    formPost: { method: 'ANY', handle: formPost },
    // Any method, as the contact form's: the handler answers a GET and a cross-site post itself.
    jobApplication: { method: 'ANY', handle: jobApplication },
    // Any method: the inbox answers its own 405s. Its calls carry a bearer token, which another
    // web page cannot read, so they need no origin check.
    inbox: { method: 'ANY', handle: createInboxRoute(currentInboxDeps) },
    // Any method and path under the emulator's prefixes: the proxy refuses, in the Auth SDK's own
    // error shape, all but the calls the staff sign-in makes.
    authEmulator: { method: 'ANY', handle: authEmulator },
  };

  const handler: BackendHandler = async (req, res) => {
    const pathname = requestPath(req.url);
    const match = pathname === null ? null : matchRoute(pathname, projectId, region);
    if (!match) return false;
    applyCors(req, res, allowedOrigins);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return true;
    }
    if (match === 'wrong-project') {
      sendGoogleError(res, 404, `This local backend serves project ${projectId} in region ${region}`);
      return true;
    }
    const route = routes[match];
    if (route.method !== 'ANY' && req.method !== route.method) {
      res.setHeader('Allow', `${route.method}, OPTIONS`);
      sendGoogleError(res, 405, `Use ${route.method} for this route`);
      return true;
    }
    if (route.method === 'POST' && !mayWrite(req, allowedOrigins)) {
      sendGoogleError(res, 403, "Writes are accepted only from the site's own origin");
      return true;
    }
    try {
      await ready;
    } catch (error) {
      // A host that started without awaiting `ready` (Vite's dev server) still says what is wrong.
      sendGoogleError(res, 503, (error as Error).message);
      return true;
    }
    try {
      await route.handle(req, res);
    } catch (error) {
      log.error('local backend request failed', { route: match, error: String(error) });
      if (!res.headersSent) sendGoogleError(res, 500, 'Internal error');
    }
    return true;
  };
  const submitContactForm: BackendHandler = async (req, res) => {
    // The rewrite's target, reached whatever the path: answer it as the route does.
    req.url = contactFormPaths.send;
    return handler(req, res);
  };
  const submitJobApplication: BackendHandler = async (req, res) => {
    req.url = jobApplicationPaths.send;
    return handler(req, res);
  };
  const inboxApi: BackendHandler = async (req, res) => {
    if (await handler(req, res)) return true;
    // The rewrite hands the function its whole prefix: a path the inbox has no route for is its 404.
    await sendInboxResponse(
      res,
      errorResponse(new InboxError('not-found', 'There is no such inbox address.')),
    );
    return true;
  };
  return Object.assign(handler, {
    ready,
    stop: () => {
      clearInterval(daily);
      clearInterval(hourly);
      closeLocalIndex(dataDir);
    },
    functions: {
      [contactFormPostFunction]: submitContactForm,
      [jobApplicationPostFunction]: submitJobApplication,
      [inboxApiFunction]: inboxApi,
    },
  });
}
