import path from 'node:path';
import { createSendContactEmail, createSmtpMailer, type Logger, type MailSettings } from '@rico/functions';
import { createAnalyticsRoute } from './analytics/analyticsRoute';
import { defaultDataDir, defaultMailSettings, defaultProjectId, defaultRegion } from './config';
import { handleCommit } from './firestore/commitRoute';
import { renderAboutPage, sendHtml } from './http/aboutPage';
import { runCallable } from './http/callableRoute';
import { applyCors } from './http/cors';
import { sendGoogleError, sendJson } from './http/respond';
import type { BackendHandler } from './http/types';
import { createOutboxMailer } from './mail/outboxMailer';
import { createFileMessageStore } from './store/fileMessageStore';

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
  /** Origins besides loopback ones that may call the backend from a browser. */
  allowedOrigins?: readonly string[];
  log?: Logger;
}

type Route = 'commit' | 'callable' | 'health' | 'about';

function routeOf(pathname: string, projectId: string, region: string): Route | 'wrong-project' | null {
  if (pathname === '/__backend/health') return 'health';
  if (pathname === '/__backend/' || pathname === '/__backend') return 'about';
  const commit = /^\/v1\/projects\/([^/]+)\/databases\/\(default\)\/documents:commit$/.exec(pathname);
  if (commit) return commit[1] === projectId ? 'commit' : 'wrong-project';
  const callable = /^\/([^/]+)\/([^/]+)\/sendContactEmail$/.exec(pathname);
  if (callable) return callable[1] === projectId && callable[2] === region ? 'callable' : 'wrong-project';
  return null;
}

/**
 * The embedded backend: the Firestore Lite commit for `messages`, the sendContactEmail callable and a
 * health check, as one Node handler that the site's servers mount on their own origin.
 */
export function createLocalBackend(options: LocalBackendOptions = {}): BackendHandler {
  const {
    projectId = defaultProjectId,
    region = defaultRegion,
    allowedOrigins = [],
    log = console,
  } = options;
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir());
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL;
  const store = createFileMessageStore(dataDir);
  const mailer = smtpUrl ? createSmtpMailer(smtpUrl) : createOutboxMailer(path.join(dataDir, 'outbox'));
  const mail = options.mail ?? defaultMailSettings();
  // CORS is answered by the backend for every route, so the callable's own middleware stays off.
  const callable = createSendContactEmail({ store, mailer, mail, log }, { callable: { cors: false } });

  const analytics = createAnalyticsRoute(dataDir, allowedOrigins);

  return async (req, res) => {
    if (await analytics(req, res)) return true;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://backend.local').pathname);
    } catch {
      return false;
    }
    const route = routeOf(pathname, projectId, region);
    if (!route) return false;
    applyCors(req, res, allowedOrigins);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return true;
    }
    if (route === 'wrong-project') {
      sendGoogleError(res, 404, `This local backend serves project ${projectId} in region ${region}`);
      return true;
    }
    const method = route === 'health' || route === 'about' ? 'GET' : 'POST';
    if (req.method !== method) {
      res.setHeader('Allow', `${method}, OPTIONS`);
      sendGoogleError(res, 405, `Use ${method} for this route`);
      return true;
    }
    try {
      if (route === 'health') sendJson(res, 200, { status: 'running' });
      else if (route === 'about')
        sendHtml(
          res,
          renderAboutPage({
            dataDir,
            mailTarget: smtpUrl
              ? 'the SMTP server in SMTP_URL'
              : `.eml files in ${path.join(dataDir, 'outbox')}`,
            messages: await store.list(),
          }),
        );
      else if (route === 'commit') await handleCommit(store, projectId, req, res);
      else await runCallable(callable, req, res);
    } catch (error) {
      log.error('local backend request failed', { route, error: String(error) });
      if (!res.headersSent) sendGoogleError(res, 500, 'Internal error');
    }
    return true;
  };
}
