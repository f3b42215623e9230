import { afterEach, describe, expect, it } from 'vitest';
import { applicationExpiresAt } from '@rico/contact';
import { pdfBytes } from '../testing/cvFixtures';
import { multipartBody } from '../testing/multipart';
import { createFakeMailer, createProductionFixture } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';
import { postApplicationOverHttp } from './testing/postApplicationOverHttp';
import { siteHeaders } from './testing/postFormOverHttp';

/* The erasure of applications on time, and the backstop of their e-mails, over the production wiring. */

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

const day = 24 * 60 * 60_000;
const idOf = (n: number) => `Old${String(n).padStart(17, '0')}`;

function deploy(mailer?: ReturnType<typeof createFakeMailer>) {
  restoreEnv = applyEnv(productionEnv());
  const fixture = createProductionFixture(mailer ? { mailer: mailer.mailer } : {});
  /** An application that arrived `ageDays` ago, with its CV in the bucket. */
  const storeApplication = async (id: string, ageDays: number) => {
    const createdAt = new Date(fixture.clock.now.getTime() - ageDays * day);
    fixture.db.put(`applications/${id}`, {
      name: 'Sam Applicant',
      email: 'sam@example.co.uk',
      role: 'React developer',
      linkedin: '',
      consent: true,
      cv: { name: 'cv.pdf', type: 'application/pdf', size: 100 },
      createdAt,
      expireAt: applicationExpiresAt(createdAt),
      read: true,
      delivery: { status: 'sent', attempts: 1, at: createdAt, messageId: '<x@y>' },
    });
    await fixture.bucket.file(`cvs/${id}`).save(pdfBytes(), {
      contentType: 'application/pdf',
      resumable: false,
      preconditionOpts: { ifGenerationMatch: 0 },
      metadata: { contentDisposition: 'attachment', cacheControl: 'no-store' },
    });
  };
  return { ...fixture, storeApplication, sent: mailer?.sent ?? fixture.sent };
}

describe('the hourly erasure of applications (eraseExpiredApplications)', () => {
  it('given 250 applications past six months and 5 within, should erase the 250 and their CVs in batches, and keep the 5', async () => {
    const { functions, storeApplication, db, bucket, log } = deploy();
    for (let n = 0; n < 250; n += 1) await storeApplication(idOf(n), 190 + (n % 40));
    for (let n = 250; n < 255; n += 1) await storeApplication(idOf(n), 170);

    await functions.eraseExpiredApplications.run({ scheduleTime: '', jobName: 'erasure' });

    const kept = Array.from({ length: 5 }, (_, index) => idOf(250 + index));
    expect(db.paths().filter((path) => path.startsWith('applications/'))).toEqual(
      kept.map((id) => `applications/${id}`),
    );
    expect(bucket.names()).toEqual(kept.map((id) => `cvs/${id}`));
    const run = log.lines.find((line) => line.includes('application erasure run'));
    expect(run).toContain('"erased":250');
    expect(run).toContain('"batches":3');
  });

  it('should erase an application on the day its six months are up, not before', async () => {
    const { functions, storeApplication, db, clock } = deploy();
    await storeApplication(idOf(1), 0);
    clock.now = new Date('2025-12-01T11:00:00.000Z');
    await functions.eraseExpiredApplications.run({ scheduleTime: '', jobName: 'erasure' });
    expect(db.paths()).toContain(`applications/${idOf(1)}`);
    clock.now = new Date('2025-12-01T12:00:00.000Z');
    await functions.eraseExpiredApplications.run({ scheduleTime: '', jobName: 'erasure' });
    expect(db.paths()).not.toContain(`applications/${idOf(1)}`);
  });
});

describe('the backstop of the hiring e-mail', () => {
  it('given the mail server down when an application arrives, should keep it and e-mail it once later', async () => {
    let down = true;
    const mailer = createFakeMailer({ fail: () => (down ? new Error('421 try later') : undefined) });
    const fixture = deploy(mailer);
    const answer = await postApplicationOverHttp(
      fixture.functions.submitJobApplication,
      await multipartBody({ files: [{ name: 'cv.pdf', bytes: pdfBytes() }] }),
      { ...siteHeaders(), accept: 'application/json' },
    );
    expect(answer.status).toBe(200);
    const { id } = JSON.parse(answer.text) as { id: string };
    expect(fixture.db.peek(`applications/${id}`)).toMatchObject({
      delivery: { status: 'failed', attempts: 1 },
    });

    down = false;
    for (const minutes of [6, 12, 30]) {
      fixture.clock.now = new Date(new Date('2025-06-01T12:00:00.000Z').getTime() + minutes * 60_000);
      await fixture.functions.sendMissedContactEmails.run({ scheduleTime: '', jobName: 'backstop' });
    }
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.messageId).toBe(`<${id}.application@rico.example>`);
    expect(fixture.db.peek(`applications/${id}`)).toMatchObject({
      delivery: { status: 'sent', attempts: 2 },
    });
  });
});
