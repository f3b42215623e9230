import { logged } from './testing/captureConsole';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleDocId, exampleMessage, payloadFor } from '../testing/fixtures';
import { functionsLogger } from './functionsLogger';
import { createProductionFunctions } from './productionFunctions';
import { createFakeCvBucket } from './testing/fakeCvBucket';
import { createSmtpSettingsMailer } from './smtpMailer';
import { createFakeDocumentDb } from './testing/fakeDocumentDb';
import { startFakeSmtpServer, type FakeSmtpServer } from './testing/fakeSmtpServer';
import { callFrom, messageId } from './testing/productionFixture';
import { applyEnv, productionEnv, requiredValues, testSecrets } from './testing/productionEnv';

const visitorIp = '203.0.113.77';
/** The deployment's clock: fixed, so a message's age is the test's to set. */
const now = new Date('2025-06-01T12:00:00.000Z');
let smtp: FakeSmtpServer;
let restoreEnv: () => void = () => undefined;

beforeAll(async () => {
  smtp = await startFakeSmtpServer({ user: requiredValues.SMTP_USER, password: testSecrets.SMTP_PASSWORD });
});
afterAll(() => smtp.close());
afterEach(() => {
  restoreEnv();
  logged.length = 0;
});

/** The production functions with the real SMTP mailer and the real firebase-functions logger. */
function deployWith(overrides: Record<string, string>) {
  restoreEnv = applyEnv(
    productionEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), APP_CHECK: 'off', ...overrides }),
  );
  const db = createFakeDocumentDb();
  const functions = createProductionFunctions(() => ({
    db,
    cvBucket: createFakeCvBucket(),
    createMailer: (settings) => createSmtpSettingsMailer(settings, { requireTls: false }),
    log: functionsLogger,
    now: () => new Date(now),
  }));
  db.put(`messages/${exampleDocId}`, exampleMessage());
  return { db, functions };
}

const secretForms = [
  testSecrets.SMTP_PASSWORD,
  testSecrets.RATE_LIMIT_SALT,
  Buffer.from(`\0${requiredValues.SMTP_USER}\0${testSecrets.SMTP_PASSWORD}`).toString('base64'),
];

function expectNoSecretIn(text: string) {
  for (const secret of secretForms) expect(text).not.toContain(secret);
  expect(text).not.toContain(visitorIp);
}

describe('secrets and addresses in the production logs', () => {
  it('given a send over SMTP, should log it without the password, the salt or the address', async () => {
    const { functions, db } = deployWith({});
    const payload = payloadFor(exampleDocId, exampleMessage());
    await expect(functions.sendContactEmail.run(callFrom(visitorIp, payload))).resolves.toEqual({
      status: 'sent',
    });
    expect(smtp.messages).toHaveLength(1);
    expect(logged.join('\n')).toContain('contact e-mail sent');
    expectNoSecretIn(logged.join('\n'));
    expectNoSecretIn(JSON.stringify(db.paths().map((path) => [path, db.peek(path)])));
  });

  it('given an SMTP server that refuses the login, should log the failure without the password', async () => {
    const { functions } = deployWith({ SMTP_PASSWORD: `${testSecrets.SMTP_PASSWORD}-rotated` });
    secretForms.push(`${testSecrets.SMTP_PASSWORD}-rotated`);
    const payload = payloadFor(exampleDocId, exampleMessage());
    await expect(functions.sendContactEmail.run(callFrom(visitorIp, payload))).rejects.toMatchObject({
      code: 'unavailable',
    });
    const failure = logged.find((line) => line.includes('contact e-mail not sent'));
    expect(failure).toContain('Invalid login');
    expectNoSecretIn(logged.join('\n'));
  });

  it('given a backstop run and a refused call, should log neither secret', async () => {
    const { functions, db } = deployWith({ RATE_LIMIT_PER_CLIENT_PER_HOUR: '1' });
    db.put(`messages/${messageId(1)}`, exampleMessage({ createdAt: new Date(now.getTime() - 3_600_000) }));
    await functions.sendMissedContactEmails.run({ scheduleTime: now.toISOString(), jobName: 'test' });
    const other = payloadFor(exampleDocId, exampleMessage());
    await functions.sendContactEmail.run(callFrom(visitorIp, other));
    await expect(functions.sendContactEmail.run(callFrom(visitorIp, other))).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    expect(logged.join('\n')).toContain('backstop run');
    expectNoSecretIn(logged.join('\n'));
  });
});
