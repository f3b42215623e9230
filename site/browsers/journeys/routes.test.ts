import { describe, expect, it } from 'vitest';
import { expectedHeadings, routeCases } from '../../e2e/expectedHeadings';
import { documentTitle } from '../../src/seo/pageMeta';
import { desktop, journey, phone } from '../engineSession';
import { hiddenControls, invisibleText, scrollThrough, sidewaysOverflow } from '../pageChecks';
import { open, problemsOf } from '../visit';

journey('every route', (browser) => {
  describe.each([
    ['desktop', desktop],
    ['phone', phone],
  ] as const)('at %s width', (_width, viewport) => {
    // One tab goes from page to page, as a visitor's does (and an engine's start is paid once); the
    // banner stays up, unanswered, as long as the visitor leaves it.
    const page = browser.sharedPage(viewport);

    it.each(routeCases)(
      '$url: its title and heading, hydrated with no error, nothing wider than the screen, invisible or under a fixed layer',
      async ({ id, url, meta }) => {
        // A first visit: the cookie banner (and the local backend's preview banner) are up on every page.
        await open(page(), url);
        const head = await page().evaluate(() => ({
          title: document.title,
          h1: [...document.querySelectorAll('h1')].map((h) => h.textContent),
        }));
        expect(head).toEqual({ title: documentTitle(meta.title), h1: [expectedHeadings[id]] });
        expect(await problemsOf(page())).toEqual([]);
        expect(await sidewaysOverflow(page())).toBe(0);
        await scrollThrough(page());
        expect(await invisibleText(page())).toEqual([]);
        expect(await hiddenControls(page())).toEqual([]);
      },
    );
  });
});
