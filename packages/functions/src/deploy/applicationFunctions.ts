import * as v from 'valibot';
import { storedApplicationSchema, type StoredApplication } from '@rico/contact';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { answerJobApplicationPost } from '../jobApplication/answerJobApplicationPost';
import { eraseExpiredApplications } from '../jobApplication/eraseExpiredApplications';
import { notifyApplication, type NotifyApplicationDeps } from '../jobApplication/notifyApplication';
import type { Logger, Mailer } from '../ports';
import {
  applicationCounter,
  applicationMailsLimitKey,
  createSendBudget,
  guardClient,
  type AbuseGuardDeps,
} from './abuseGuard';
import { sendOwedMail, type BackstopReport } from './backstop';
import { hostingProxies } from './clientKey';
import type { CvBucket } from './cvBucket';
import type { DocumentDb } from './documentDb';
import { createFirestoreApplicationStore, type FirestoreApplicationStore } from './firestoreApplicationStore';
import { deployRegion, maxInstances, rateLimitSalt, smtpPassword } from './params';
import { readAbuseLimits, readApplicationMailSettings } from './productionConfig';

/** What the application functions share with the others: made once per instance, on first use. */
export interface ApplicationRuntime {
  db: DocumentDb;
  cvBucket: CvBucket;
  mailer: () => Mailer;
  guardDeps: () => AbuseGuardDeps;
  /** The backstop's own budget of sends, shared with the contact messages' pass. */
  backstopAdmit: () => (docId: string) => Promise<void>;
  now: () => Date;
  log: Logger;
  wait?: ((ms: number) => Promise<void>) | undefined;
}

/**
 * The job applications' functions:
 * - submitJobApplication: the form (scripted or not) behind Hosting's rewrite of /jobs/apply;
 * - eraseExpiredApplications: every hour, erases applications past their time, CVs first;
 * - sendMissedApplicationEmails: the backstop's pass over applications, run by the contact backstop.
 */
export function createApplicationFunctions(runtime: () => ApplicationRuntime) {
  let store: FirestoreApplicationStore | undefined;
  const applications = () => (store ??= createFirestoreApplicationStore(runtime().db, runtime().cvBucket));
  const notifyDeps = (admitSend: (docId: string) => Promise<void>): NotifyApplicationDeps => {
    const { mailer, now, log, wait } = runtime();
    return {
      store: applications(),
      mailer: mailer(),
      mail: readApplicationMailSettings(),
      now,
      log,
      admitSend,
      wait,
    };
  };
  const formAdmit = () => {
    const { guardDeps, now, log } = runtime();
    return createSendBudget(
      { limiter: guardDeps().limiter, now, log },
      applicationMailsLimitKey,
      readAbuseLimits().applicationMails,
    );
  };

  // The whole post is in memory (Cloud Functions reads it before the function runs): at most two
  // files at the limit, and the copies parsing makes.
  const submitJobApplication = onRequest(
    {
      region: deployRegion,
      maxInstances,
      secrets: [smtpPassword, rateLimitSalt],
      memory: '512MiB',
      timeoutSeconds: 60,
    },
    async (req, res) => {
      await answerJobApplicationPost(
        () => {
          const { guardDeps, now, log } = runtime();
          return {
            store: applications(),
            notify: (id) => notifyApplication(notifyDeps(formAdmit()), id),
            guard: () => guardClient(req, guardDeps(), hostingProxies, applicationCounter),
            now,
            log,
          };
        },
        req,
        res,
      );
    },
  );

  const eraseExpired = onSchedule(
    { schedule: 'every 1 hours', region: deployRegion, maxInstances: 1, timeoutSeconds: 300 },
    async () => {
      const { now, log } = runtime();
      const report = await eraseExpiredApplications(applications(), now());
      log.info('application erasure run', { ...report });
    },
  );

  const sendMissedApplicationEmails = (): Promise<BackstopReport> => {
    const deps = notifyDeps(runtime().backstopAdmit());
    return sendOwedMail<StoredApplication>(
      {
        undelivered: (pageSize) => applications().undelivered(pageSize),
        parse: (data) => {
          const parsed = v.safeParse(storedApplicationSchema, data);
          return parsed.success ? parsed.output : undefined;
        },
        abandon: (id, failure) => applications().abandon(id, failure),
        send: (id) => notifyApplication(deps, id),
      },
      { now: runtime().now, log: runtime().log },
    );
  };

  return {
    submitJobApplication,
    eraseExpiredApplications: eraseExpired,
    sendMissedApplicationEmails,
    applications,
  };
}
