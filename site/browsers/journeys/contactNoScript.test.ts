import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formPostCopy } from '../../../packages/functions/src/formPost/formPostCopy';
import { darkSurface } from '../../e2e/themeDriver';
import { contactForm as copy } from '../../src/content/contactForm';
import { fieldValues, fillIn, storedWithMark, tickBoxes, urlsCarrying, visitorFor } from '../contactForm';
import { desktop, journey, phone } from '../engineSession';
import type { EnginePage } from '../engines/types';
import { click } from '../interact';
import { shownTexts } from '../seen';
import { requests } from '../network';
import { open, siteUrl, waitFor } from '../visit';

/*
 * A visitor with scripts off, whose device asks for dark: the prerendered form posts natively to the
 * site's /contact/send, which validates, stores and e-mails as the scripted calls do.
 */

const submit = { css: 'form button[type="submit"]' };
const heading = (page: EnginePage) => page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
const background = (page: EnginePage) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const landedOn = (page: EnginePage, title: string) =>
  waitFor(page, `the page "${title}"`, (text) => document.querySelector('h1')?.textContent === text, title);

/** The form's own words for each mistake (the answer page lists the same). */
const mistakes = [
  'Name must be at least 2 characters',
  'Invalid email address',
  'Message must be at least 10 characters',
  'You must consent to data processing',
];

// Another site, with a form that posts to ours: a different origin (another port), as any other site is.
let elsewhere: Server;
beforeAll(async () => {
  elsewhere = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Elsewhere</title>
      <form method="post" action="${siteUrl('/contact/send')}">
        <input name="name" value="Mallory Doe"><input name="email" value="m@example.com">
        <input name="message" value="A message sent from another site."><input name="consent" value="on">
        <button>Post it</button>
      </form>`);
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

journey(
  'the contact form without script, in a dark device',
  (browser) => {
    it('should store and e-mail a valid message once, confirm it at an address that carries nothing, and send nothing again on reload', async () => {
      const page = await browser.newPage(phone);
      await open(page, '/contact', { hydrated: false });
      expect(await background(page)).toBe(darkSurface);
      const { mark, values } = visitorFor(`${page.engine}-noscript`);
      await fillIn(page, values);
      await tickBoxes(page);
      await click(page, submit);
      await landedOn(page, copy.toast.success);
      expect(await page.evaluate(() => location.pathname + location.search)).toBe('/contact/sent');
      expect(await background(page)).toBe(darkSurface);
      const stored = await storedWithMark(mark);
      expect(stored.map((message) => message.data)).toEqual([
        expect.objectContaining({
          ...values,
          interest: ['data-analytics'],
          consent: true,
          companyWebsite: '',
          read: false,
        }),
      ]);
      expect(stored.map((message) => message.emails.length)).toEqual([1]);

      // A reload asks for the confirmation again, and sends nothing a second time.
      await open(page, '/contact/sent', { hydrated: false });
      expect(await heading(page)).toBe(copy.toast.success);
      expect(await storedWithMark(mark)).toHaveLength(1);
      expect(await urlsCarrying(values)).toEqual([]);
    });

    it("should list what to fix in the form's own words, in dark, store nothing, and keep what was typed on Back", async () => {
      const page = await browser.newPage(desktop);
      await open(page, '/contact', { hydrated: false });
      const { mark, values } = visitorFor(`${page.engine}-invalid`);
      const typed = { ...values, name: 'A', email: 'ann-at-example', message: 'Too short' };
      await fillIn(page, typed);
      await click(page, { css: 'form label', text: 'Data & Analytics' });
      await click(page, submit);
      await landedOn(page, formPostCopy.invalid.title);
      expect(await shownTexts(page, 'main li')).toEqual(mistakes);
      expect(await background(page)).toBe(darkSurface);
      expect(await storedWithMark(mark)).toEqual([]);

      await page.back();
      expect(await heading(page)).not.toBe(formPostCopy.invalid.title);
      expect(await fieldValues(page)).toEqual({ ...typed, interest: 'true', consent: 'false' });
      expect(await urlsCarrying(typed)).toEqual([]);
    });

    it('should drop a post whose honeypot is filled as if it were sent, storing nothing', async () => {
      const page = await browser.newPage(desktop);
      await open(page, '/contact', { hydrated: false });
      const { mark, values } = visitorFor(`${page.engine}-honeypot`);
      await fillIn(page, values);
      await tickBoxes(page);
      // Hidden from people; a bot fills it in.
      await page.evaluate(() => {
        const trap = document.querySelector<HTMLInputElement>('input[name="companyWebsite"]');
        if (trap) trap.value = 'https://spam.example';
      });
      await click(page, submit);
      await landedOn(page, copy.toast.success);
      expect(await storedWithMark(mark)).toEqual([]);
    });

    it('should refuse a post from another site with a page that says so, storing nothing', async () => {
      const page = await browser.newPage(desktop);
      const before = (await requests()).length;
      await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
      await click(page, { css: 'button', text: 'Post it' });
      await landedOn(page, formPostCopy.notSent);
      const posts = (await requests()).slice(before).filter((request) => request.url === '/contact/send');
      expect(posts.map(({ method, status }) => `${method} ${status}`)).toEqual(['POST 403']);
      expect(await storedWithMark('Mallory Doe')).toEqual([]);
    });
  },
  { profile: { scripts: false, dark: true } },
);
