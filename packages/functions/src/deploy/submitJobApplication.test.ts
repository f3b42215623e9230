import { afterEach, describe, expect, it } from 'vitest';
import { docxBytes, exeBytes, htmlBytes, pdfBytes } from '../testing/cvFixtures';
import { multipartBody, validApplicationFields, type ApplicationParts } from '../testing/multipart';
import { createProductionFixture } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';
import { postApplicationOverHttp } from './testing/postApplicationOverHttp';
import { siteHeaders } from './testing/postFormOverHttp';

/*
 * The deployed submitJobApplication (the application form, scripted or not, behind Hosting's
 * rewrite of /jobs/apply) over the production wiring: fake Firestore, fake bucket, fake mailer.
 */

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

function deploy() {
  restoreEnv = applyEnv(
    productionEnv({ HIRING_MAIL_TO: 'jobs@rico.example', SITE_ORIGIN: 'https://rico.example' }),
  );
  return createProductionFixture();
}
type Fixture = ReturnType<typeof deploy>;

const asJson = { ...siteHeaders(), accept: 'application/json' };
const withCv = (bytes: Buffer, name = 'Sam CV.pdf'): ApplicationParts => ({ files: [{ name, bytes }] });
const post = async (fixture: Fixture, parts: ApplicationParts, headers = siteHeaders()) =>
  postApplicationOverHttp(fixture.functions.submitJobApplication, await multipartBody(parts), headers);

const applications = (fixture: Fixture) =>
  fixture.db.paths().filter((path) => path.startsWith('applications/'));
/** No record, no file, no e-mail. */
const stored = (fixture: Fixture) => ({
  records: applications(fixture),
  files: fixture.bucket.names(),
  mails: fixture.sent.length,
});
const nothing = { records: [], files: [], mails: 0 };
const listed = (text: string) => [...text.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);

describe('the deployed submitJobApplication', () => {
  it('should store the record and the CV under the id, e-mail the hiring address once, and answer the script with the id', async () => {
    const fixture = deploy();
    const answer = await post(fixture, withCv(pdfBytes()), asJson);
    expect(answer.status).toBe(200);
    const { ok, id } = JSON.parse(answer.text) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(fixture.db.peek(`applications/${id}`)).toMatchObject({
      name: 'Sam Applicant',
      email: 'sam@example.co.uk',
      role: 'EPOS support engineer',
      linkedin: 'https://www.linkedin.com/in/sam-applicant',
      consent: true,
      read: false,
      cv: { name: 'Sam CV.pdf', type: 'application/pdf', size: pdfBytes().length },
      createdAt: new Date('2025-06-01T12:00:00.000Z'),
      expireAt: new Date('2025-12-01T12:00:00.000Z'),
      delivery: { status: 'sent', attempts: 1 },
    });
    expect(fixture.bucket.names()).toEqual([`cvs/${id}`]);
    const object = fixture.bucket.peek(`cvs/${id}`);
    expect(object?.bytes.equals(pdfBytes())).toBe(true);
    expect(object?.options).toMatchObject({
      contentType: 'application/pdf',
      preconditionOpts: { ifGenerationMatch: 0 },
    });

    expect(fixture.sent).toHaveLength(1);
    const [mail] = fixture.sent;
    expect(mail?.to).toEqual(['jobs@rico.example']);
    expect(mail?.replyTo.address).toBe('sam@example.co.uk');
    expect(mail?.text).toContain('Role: EPOS support engineer');
    expect(mail?.text).toContain('https://rico.example/inbox');
    // The CV stays in the bucket: the mail names it and carries none of its bytes.
    expect(mail?.text).toContain('Sam CV.pdf (PDF, 1 KB), in the staff inbox');
    expect(mail?.html).not.toContain('%PDF');

    fixture.clock.now = new Date(fixture.clock.now.getTime() + 30 * 60_000);
    await fixture.functions.sendMissedContactEmails.run({ scheduleTime: '', jobName: 'backstop' });
    expect(fixture.sent).toHaveLength(1);
  });

  it('should send a browser without script to the confirmation page, with a .docx or with no CV', async () => {
    const fixture = deploy();
    const withDocx = await post(fixture, withCv(docxBytes(), 'cv.docx'));
    const withNone = await post(fixture, {
      files: [{ name: '', bytes: Buffer.alloc(0), type: 'application/octet-stream' }],
    });
    for (const answer of [withDocx, withNone])
      expect([answer.status, answer.location]).toEqual([303, '/jobs/applied']);
    const cvs = applications(fixture).map((path) => (fixture.db.peek(path) as { cv: unknown }).cv);
    expect(cvs).toEqual(
      expect.arrayContaining([
        null,
        {
          name: 'cv.docx',
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          size: docxBytes().length,
        },
      ]),
    );
    expect([fixture.bucket.names().length, fixture.sent.length]).toEqual([1, 2]);
  });

  it('should list every problem in the form’s words and name the chosen file, storing nothing', async () => {
    const fixture = deploy();
    const fields: Record<string, string> = {
      ...validApplicationFields,
      name: 'S',
      role: '',
      linkedin: 'javascript:alert(1)',
    };
    delete fields.consent;
    const answer = await post(
      fixture,
      { fields, ...withCv(pdfBytes()) },
      { ...siteHeaders(), referer: 'https://rico.example/jobs/epos-support-engineer' },
    );
    expect(answer.status).toBe(400);
    expect(listed(answer.text)).toEqual([
      'Name must be at least 2 characters',
      'Please select a role',
      'Invalid LinkedIn URL',
      'You must consent to data processing',
    ]);
    expect(answer.text).toContain('You chose the file “Sam CV.pdf”');
    expect(answer.text).toContain('<a href="/jobs/epos-support-engineer">Back to the application form</a>');
    expect(stored(fixture)).toEqual(nothing);
  });

  it('should answer the script with the problems by field', async () => {
    const fixture = deploy();
    const answer = await post(fixture, { fields: { ...validApplicationFields, email: 'sam@' } }, asJson);
    expect([answer.status, JSON.parse(answer.text)]).toEqual([
      400,
      { ok: false, problems: [{ field: 'email', message: 'Invalid email address' }] },
    ]);
    expect(stored(fixture)).toEqual(nothing);
  });

  describe('given a hostile post, should refuse it with a clear message and store and send nothing', () => {
    it.each<[string, ApplicationParts, number, string]>([
      ['a CV over 5 MB', withCv(pdfBytes(5 * 1024 * 1024 + 1)), 413, 'CV must be at most 5 MB'],
      ['an executable renamed .pdf', withCv(exeBytes()), 415, 'CV must be a PDF or a Word (.docx) document'],
      ['a web page renamed .pdf', withCv(htmlBytes()), 415, 'CV must be a PDF or a Word (.docx) document'],
      ['an empty file', withCv(Buffer.alloc(0)), 400, 'CV file is empty'],
      [
        'two files',
        {
          files: [
            { name: 'a.pdf', bytes: pdfBytes() },
            { name: 'b.pdf', bytes: pdfBytes() },
          ],
        },
        400,
        'Choose one CV file only',
      ],
      [
        'a name with ../',
        withCv(pdfBytes(), '../../cvs/OtherApplication0001'),
        400,
        'CV file name must not contain slashes or control characters',
      ],
      [
        'a name with a control character',
        withCv(pdfBytes(), 'cv\u0007.pdf'),
        400,
        'CV file name must not contain slashes or control characters',
      ],
      [
        'a name that hides its extension',
        withCv(exeBytes(), 'cv\u202Efdp.exe'),
        400,
        'CV file name must not contain slashes or control characters',
      ],
    ])('%s', async (_what, parts, status, message) => {
      const fixture = deploy();
      const answer = await post(fixture, parts, asJson);
      expect([answer.status, JSON.parse(answer.text)]).toEqual([
        status,
        { ok: false, problems: [{ field: 'cv', message }] },
      ]);
      expect(stored(fixture)).toEqual(nothing);
    });

    it('consent missing', async () => {
      const fixture = deploy();
      const fields: Record<string, string> = { ...validApplicationFields };
      delete fields.consent;
      const answer = await post(fixture, { fields, ...withCv(pdfBytes()) });
      expect([answer.status, listed(answer.text)]).toEqual([400, ['You must consent to data processing']]);
      expect(stored(fixture)).toEqual(nothing);
    });

    it('a request that stops half way', async () => {
      const fixture = deploy();
      const { bytes, contentType } = await multipartBody(withCv(pdfBytes(40_000)));
      const answer = await postApplicationOverHttp(
        fixture.functions.submitJobApplication,
        { bytes: bytes.subarray(0, bytes.length / 2), contentType },
        asJson,
      );
      expect([answer.status, JSON.parse(answer.text)]).toMatchObject([
        400,
        { ok: false, error: { code: 'invalid-argument' } },
      ]);
      expect(stored(fixture)).toEqual(nothing);
    });

    it('the hidden field filled: answered as sent', async () => {
      const fixture = deploy();
      const spam = {
        fields: { ...validApplicationFields, companyWebsite: 'https://spam.example' },
        ...withCv(pdfBytes()),
      };
      const native = await post(fixture, spam);
      const scripted = await post(fixture, spam, asJson);
      expect([native.status, native.location]).toEqual([303, '/jobs/applied']);
      const answer = JSON.parse(scripted.text) as { ok: boolean; id: string };
      expect([answer.ok, answer.id]).toEqual([true, expect.stringMatching(/^[A-Za-z0-9]{20}$/) as unknown]);
      expect(stored(fixture)).toEqual(nothing);
    });

    it('too many applications from one address, on a counter of their own', async () => {
      const fixture = deploy();
      const from = (ip: string) => ({ ...siteHeaders(ip), accept: 'application/json' });
      for (let n = 0; n < 5; n += 1)
        expect((await post(fixture, withCv(pdfBytes()), from('198.51.100.7'))).status).toBe(200);
      const before = stored(fixture);
      const refused = await post(fixture, withCv(pdfBytes()), from('198.51.100.7'));
      expect([refused.status, JSON.parse(refused.text)]).toMatchObject([
        429,
        { ok: false, error: { code: 'resource-exhausted' } },
      ]);
      expect(stored(fixture)).toEqual(before);
      expect((await post(fixture, withCv(pdfBytes()), from('203.0.113.9'))).status).toBe(200);
    });

    it('a post from another site', async () => {
      const fixture = deploy();
      const answer = await post(fixture, withCv(pdfBytes()), {
        ...siteHeaders(),
        origin: 'https://elsewhere.example',
      });
      expect(answer.status).toBe(403);
      expect(answer.text).toContain('<h1>Application not sent</h1>');
      expect(answer.text).toContain('nothing was stored');
      expect(stored(fixture)).toEqual(nothing);
    });
  });
});
