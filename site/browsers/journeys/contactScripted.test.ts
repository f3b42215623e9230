import { expect, it } from 'vitest';
import { empty } from '../../e2e/contactFormDriver';
import { contactForm as copy } from '../../src/content/contactForm';
import { answeredBanner } from '../consent';
import {
  fieldValues,
  fillIn,
  sendingState,
  storedWithMark,
  tickBoxes,
  urlsCarrying,
  visitorFor,
} from '../contactForm';
import { desktop, journey, phone } from '../engineSession';
import { click } from '../interact';
import { attributeOf, shownTexts } from '../seen';
import { holdRequests, releaseRequests, requests } from '../network';
import { recordedToast, recordFirstToast } from '../toastRecorder';
import { open, problemsOf, waitFor, withStored } from '../visit';

const send = 'form button[type="submit"]';
const isWrite = (url: string) => new URL(url, 'http://site').pathname.endsWith('/documents:commit');
const isEmailCall = (url: string) => new URL(url, 'http://site').pathname.endsWith('/sendContactEmail');

journey('the contact form with its script', (browser) => {
  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ] as const)(
    'at %s width: should say it is sending, then store the message once, e-mail it, say so in a toast that hides none of the header, and empty the form',
    async (width, viewport) => {
      const page = await browser.newPage(viewport);
      await withStored(page, answeredBanner);
      await open(page, '/contact');
      const { mark, values } = visitorFor(`${page.engine}-${width}`);
      await fillIn(page, values);
      await tickBoxes(page);
      await recordFirstToast(page);
      const before = (await requests()).length;
      // The e-mail call is held, so the form is seen while it is on its way.
      await holdRequests('/sendContactEmail');
      try {
        await click(page, { css: send });
        await waitFor(
          page,
          'the form sending',
          () => document.querySelector('form[data-state="sending"]') !== null,
        );
        expect((await shownTexts(page, send)).join()).toContain('Sending...');
        expect(await attributeOf(page, send, 'aria-disabled')).toBe('true');
      } finally {
        await releaseRequests();
      }

      const toast = await recordedToast(page).catch(async (error: unknown) => {
        // On the error's first line, the one a run's flaky summary shows.
        const said = error instanceof Error ? error.message : String(error);
        throw new Error(`${said}; then: ${await sendingState(page, mark)}`);
      });
      expect(toast.text).toContain(copy.toast.success);
      expect(toast.overHeader).toEqual([]);
      await waitFor(
        page,
        'the form to empty',
        () => document.querySelector<HTMLInputElement>('form [name="name"]')?.value === '',
      );
      expect(await fieldValues(page)).toEqual(empty);
      expect(await attributeOf(page, send, 'aria-disabled')).toBeNull();

      const calls = (await requests()).slice(before).map(({ url }) => url);
      expect([calls.filter(isWrite).length, calls.filter(isEmailCall).length]).toEqual([1, 1]);
      const stored = await storedWithMark(mark);
      expect(stored.map((message) => message.data)).toEqual([
        expect.objectContaining({ ...values, interest: ['data-analytics'], consent: true, read: false }),
      ]);
      // Answering the e-mail reaches the visitor (a long header folds onto the next line).
      const replyTo = (mail: string) => /^Reply-To: .*<(.+)>$/m.exec(mail.replace(/\r?\n[ \t]+/g, ' '))?.[1];
      expect(stored.flatMap((message) => message.emails).map(replyTo)).toEqual([values.email]);
      expect(await urlsCarrying(values)).toEqual([]);
      expect(await problemsOf(page)).toEqual([]);
    },
  );
});
