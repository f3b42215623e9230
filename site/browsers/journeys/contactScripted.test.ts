import { describe, expect, it } from 'vitest';
import { empty } from '../../e2e/contactFormDriver';
import { contactForm as copy } from '../../src/content/contactForm';
import { answeredBanner } from '../consent';
import { fieldValues, fillIn, sendingState, storedWithMark, tickBoxes, visitorFor } from '../contactForm';
import { desktop, phone, runnableEngines, useEngine } from '../engineSession';
import { click } from '../interact';
import { recordedToast, recordFirstToast } from '../toastRecorder';
import { open, problemsOf, requestedUrls, waitFor, withStored } from '../visit';

describe.each(runnableEngines())('%s: the contact form with its script', (engine) => {
  const browser = useEngine(engine);

  describe.each([
    ['desktop', desktop],
    ['phone', phone],
  ] as const)('at %s width', (width, viewport) => {
    it('should store the message once, e-mail it, say so in a toast that hides none of the header, and empty the form', async () => {
      const page = await browser.newPage(viewport);
      await withStored(page, answeredBanner);
      await open(page, '/contact');
      const { mark, values } = visitorFor(`${engine}-${width}`);
      await fillIn(page, values);
      await tickBoxes(page);
      await recordFirstToast(page);
      await click(page, { css: 'form button[type="submit"]' });

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
      const stored = await storedWithMark(mark);
      expect(stored.map((message) => message.emails)).toEqual([1]);
      expect((await requestedUrls()).filter((url) => url.includes(mark))).toEqual([]);
      expect(await problemsOf(page)).toEqual([]);
    });
  });
});
