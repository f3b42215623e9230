import { afterEach, describe, expect, it } from 'vitest';
import { createProductionFixture } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';
import { postFormOverHttp, siteHeaders } from './testing/postFormOverHttp';

/*
 * The deployed submitContactForm (the contact form posted without its script, behind Hosting's
 * rewrite) over the production wiring: fake Firestore, fake mailer, real parameters.
 */

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

function deploy(overrides: Record<string, string> = {}) {
  restoreEnv = applyEnv(productionEnv({ APP_CHECK: 'enforce', ...overrides }));
  return createProductionFixture();
}

const visitorPost = (changes: Record<string, string | string[]> = {}) => {
  const fields: Record<string, string | string[]> = {
    name: 'Ann Baker',
    email: 'ann@example.co.uk',
    phone: '',
    company: 'Baker & Co',
    interest: ['data-analytics', 'seo-marketing'],
    message: 'Please call me\r\nabout a demo.',
    consent: 'on',
    companyWebsite: '',
    ...changes,
  };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) body.append(name, item);
  return body;
};

const storedMessages = (fixture: ReturnType<typeof deploy>) =>
  fixture.db.paths().filter((path) => path.startsWith('messages/'));

describe('the deployed submitContactForm', () => {
  it('should store a valid post as the rules would, e-mail it once and answer 303 to the confirmation', async () => {
    const fixture = deploy();
    const answer = await postFormOverHttp(fixture.functions.submitContactForm, visitorPost());
    expect([answer.status, answer.location]).toEqual([303, '/contact/sent']);
    const [path, ...others] = storedMessages(fixture);
    expect(others).toEqual([]);
    expect(fixture.db.peek(path ?? '')).toMatchObject({
      name: 'Ann Baker',
      email: 'ann@example.co.uk',
      interest: ['data-analytics', 'seo-marketing'],
      message: 'Please call me\nabout a demo.',
      consent: true,
      companyWebsite: '',
      read: false,
      delivery: { status: 'sent', attempts: 1 },
    });
    expect(fixture.sent).toHaveLength(1);
    expect(fixture.sent[0]?.replyTo.address).toBe('ann@example.co.uk');

    // The backstop and the create trigger that follow send nothing again.
    fixture.clock.now = new Date(fixture.clock.now.getTime() + 30 * 60_000);
    await fixture.functions.stampMessageExpiry.run({ params: { id: path?.split('/')[1] } } as never);
    await fixture.functions.sendMissedContactEmails.run({ scheduleTime: '', jobName: 'backstop' });
    expect(fixture.sent).toHaveLength(1);
  });

  it('should list every problem in the form’s words with 400, storing and sending nothing', async () => {
    const fixture = deploy();
    const post = visitorPost({ name: 'A', email: 'ann-at-example', message: 'Too short' });
    post.delete('consent');
    const answer = await postFormOverHttp(fixture.functions.submitContactForm, post);
    expect(answer.status).toBe(400);
    const listed = [...answer.text.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
    expect(listed).toEqual([
      'Name must be at least 2 characters',
      'Invalid email address',
      'Message must be at least 10 characters',
      'You must consent to data processing',
    ]);
    expect(answer.text).toContain('Back button');
    expect([storedMessages(fixture), fixture.sent]).toEqual([[], []]);
  });

  it('should drop a post with the honeypot filled as if it were sent', async () => {
    const fixture = deploy();
    const answer = await postFormOverHttp(
      fixture.functions.submitContactForm,
      visitorPost({ companyWebsite: 'https://spam.example' }),
    );
    expect([answer.status, answer.location]).toEqual([303, '/contact/sent']);
    expect([storedMessages(fixture), fixture.sent]).toEqual([[], []]);
  });

  it.each<{ from: string; headers: Record<string, string> }>([
    { from: 'another site', headers: { ...siteHeaders(), origin: 'https://elsewhere.example' } },
    { from: 'a sibling site', headers: { ...siteHeaders(), 'sec-fetch-site': 'same-site' } },
    {
      from: 'a page naming no origin',
      headers: { 'x-forwarded-host': 'rico.example', 'x-forwarded-for': '198.51.100.7, 199.36.158.100' },
    },
  ])('should refuse a post from $from with 403 and a page that says so', async ({ headers }) => {
    const fixture = deploy();
    const answer = await postFormOverHttp(fixture.functions.submitContactForm, visitorPost(), headers);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('<h1>Message not sent</h1>');
    expect([storedMessages(fixture), fixture.sent]).toEqual([[], []]);
  });

  it('should accept a post whose browser names the page in Referer only', async () => {
    const fixture = deploy();
    const headers = siteHeaders();
    delete headers.origin;
    delete headers['sec-fetch-site'];
    const answer = await postFormOverHttp(fixture.functions.submitContactForm, visitorPost(), {
      ...headers,
      referer: 'https://rico.example/contact',
    });
    expect(answer.status).toBe(303);
  });

  it('should refuse a body over the limit with 413 before counting or storing anything', async () => {
    const fixture = deploy();
    const answer = await postFormOverHttp(
      fixture.functions.submitContactForm,
      visitorPost({ message: 'x'.repeat(70_000) }),
    );
    expect(answer.status).toBe(413);
    expect(fixture.db.paths()).toEqual([]);
  });

  it('should count posts against the visitor’s hourly limit, shared with the callable, and serve others', async () => {
    const fixture = deploy({ RATE_LIMIT_PER_CLIENT_PER_HOUR: '2' });
    const post = () =>
      postFormOverHttp(fixture.functions.submitContactForm, visitorPost(), siteHeaders('203.0.113.7'));
    expect((await post()).status).toBe(303);
    expect((await post()).status).toBe(303);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('Too many messages right now. Please try again later.');
    const other = await postFormOverHttp(
      fixture.functions.submitContactForm,
      visitorPost(),
      siteHeaders('198.51.100.9'),
    );
    expect(other.status).toBe(303);
    expect(storedMessages(fixture)).toHaveLength(3);
  });

  it('should store a message over the daily budget and leave its e-mail to the backstop, sent once', async () => {
    const fixture = deploy({ RATE_LIMIT_PER_DAY: '1' });
    await postFormOverHttp(fixture.functions.submitContactForm, visitorPost(), siteHeaders('203.0.113.1'));
    const second = await postFormOverHttp(
      fixture.functions.submitContactForm,
      visitorPost(),
      siteHeaders('203.0.113.2'),
    );
    expect([second.status, second.location]).toEqual([303, '/contact/sent']);
    expect(storedMessages(fixture)).toHaveLength(2);
    expect(fixture.sent).toHaveLength(1);

    fixture.clock.now = new Date(fixture.clock.now.getTime() + 11 * 60_000);
    await fixture.functions.sendMissedContactEmails.run({ scheduleTime: '', jobName: 'backstop' });
    await fixture.functions.sendMissedContactEmails.run({ scheduleTime: '', jobName: 'backstop' });
    expect(fixture.sent).toHaveLength(2);
  });

  it('should send a GET (a bookmark of the address) to the form', async () => {
    const fixture = deploy();
    const answer = await postFormOverHttp(fixture.functions.submitContactForm, '', siteHeaders(), 'GET');
    expect([answer.status, answer.location]).toEqual([303, '/contact']);
  });
});
