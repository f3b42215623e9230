import { describe, expect, it } from 'vitest';
import { journey, phone, smallPhone } from '../engineSession';
import { click } from '../interact';
import { hiddenControls } from '../pageChecks';
import { open, problemsOf, waitFor } from '../visit';

const menu = 'header details';
const banner = 'section[aria-label="Cookie consent"]';

journey('fixed layers never hide a control', (browser) => {
  describe.each([
    ['a phone', phone],
    ['a small phone', smallPhone],
  ] as const)('on %s, first visit (cookie banner up)', (_name, viewport) => {
    // The visitor goes for the menu before answering the banner.
    it('should keep every link of the open menu, Services expanded, reachable, and the banner answerable', async () => {
      const page = await browser.newPage(viewport);
      await open(page, '/');
      await waitFor(page, 'the cookie banner', (css) => document.querySelector(css) !== null, banner);
      await click(page, { css: `${menu} > summary`, text: 'Open menu' });
      await click(page, { css: `${menu} summary`, text: 'Services' });
      expect(await hiddenControls(page, `${menu} nav`)).toEqual([]);
      expect(await hiddenControls(page, banner)).toEqual([]);
      expect(await problemsOf(page)).toEqual([]);
    });
  });
});
