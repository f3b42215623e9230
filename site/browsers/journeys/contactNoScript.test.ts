import { describe, expect, it } from 'vitest';
import { formPostCopy } from '../../../packages/functions/src/formPost/formPostCopy';
import { looksDark } from '../colours';
import { fieldValues, fillIn, storedWithMark, tickBoxes, visitorFor } from '../contactForm';
import { desktop, phone, runnableEngines, useEngine } from '../engineSession';
import { click } from '../interact';
import { open, requestedUrls, waitFor } from '../visit';

const submit = { css: 'form button[type="submit"]' };
const heading = (page: import('../engines/types').EnginePage) =>
  page.evaluate(() => document.querySelector('h1')?.textContent ?? '');

// A visitor with scripts off, whose device asks for dark: the form posts natively to the site.
describe.each(runnableEngines())('%s: the contact form without script, in a dark device', (engine) => {
  const browser = useEngine(engine, { scripts: false, dark: true });

  it('should send a valid message once, land on the confirmation, and carry nothing in a URL', async () => {
    const page = await browser.newPage(phone);
    await open(page, '/contact', { hydrated: false });
    expect(await looksDark(page)).toBe(true);
    const { mark, values } = visitorFor(`${engine}-noscript`);
    await fillIn(page, values);
    await tickBoxes(page);
    await click(page, submit);
    await waitFor(page, 'the confirmation page', () => location.pathname === '/contact/sent');
    expect(await looksDark(page)).toBe(true);
    expect((await storedWithMark(mark)).map((message) => message.emails)).toEqual([1]);
    expect((await requestedUrls()).filter((url) => url.includes(mark))).toEqual([]);
  });

  it("should answer invalid input with the form's own messages, in dark, and Back should keep what was typed", async () => {
    const page = await browser.newPage(desktop);
    await open(page, '/contact', { hydrated: false });
    const { mark, values } = visitorFor(`${engine}-invalid`);
    const typed = { ...values, email: 'not-an-email' };
    await fillIn(page, typed);
    await tickBoxes(page);
    await click(page, submit);
    await waitFor(
      page,
      'the error page',
      (title) => document.querySelector('h1')?.textContent === title,
      formPostCopy.invalid.title,
    );
    expect(await looksDark(page)).toBe(true);
    expect(await storedWithMark(mark)).toEqual([]);

    await page.back();
    expect(await heading(page)).not.toBe(formPostCopy.invalid.title);
    expect(await fieldValues(page)).toEqual({ ...typed, interest: 'true', consent: 'true' });
  });
});
