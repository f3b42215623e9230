import { describe, expect, it } from 'vitest';
import { looksDark, pageColours } from '../colours';
import { answeredBanner } from '../consent';
import { desktop, phone, runnableEngines, useEngine } from '../engineSession';
import { attributeOf, click, focus, nextFrames } from '../interact';
import { drawnContrast } from '../pixels';
import { open, problemsOf, waitFor, withStored } from '../visit';

const radio = (value: string) => `footer input[name="theme"][value="${value}"]`;
const footerBackground = (page: import('../engines/types').EnginePage) =>
  page.evaluate(() => getComputedStyle(document.querySelector('footer') as Element).backgroundColor);

describe.each(runnableEngines())('%s: the theme', (engine) => {
  const browser = useEngine(engine);

  it('should switch to Dark by pointer, keep it on the next page, and go back to Light by arrow key', async () => {
    const page = await browser.newPage(phone);
    await withStored(page, answeredBanner);
    await open(page, '/');
    expect(await looksDark(page)).toBe(false);
    await click(page, { css: radio('dark') });
    await waitFor(
      page,
      'the dark theme',
      () => document.documentElement.getAttribute('data-theme') === 'dark',
    );
    expect(await looksDark(page)).toBe(true);

    await open(page, '/about');
    expect(await attributeOf(page, 'html', 'data-theme')).toBe('dark');
    expect(await looksDark(page)).toBe(true);
    await focus(page, { css: radio('dark') });
    await page.press('ArrowUp');
    await waitFor(
      page,
      'the light theme',
      () => document.documentElement.getAttribute('data-theme') === 'light',
    );
    await nextFrames(page);
    expect(await looksDark(page)).toBe(false);
    expect(await problemsOf(page)).toEqual([]);
  });

  it('should draw every theme choice so it can be seen on the footer (3:1 at least)', async () => {
    const page = await browser.newPage(desktop);
    await withStored(page, answeredBanner);
    await open(page, '/');
    const background = await footerBackground(page);
    const faint: string[] = [];
    for (const value of ['system', 'light', 'dark']) {
      const ratio = await drawnContrast(page, radio(value), background);
      if (ratio < 3) faint.push(`${value}: ${ratio.toFixed(2)}:1`);
    }
    expect(faint).toEqual([]);
  });
});

describe.each(runnableEngines())('%s: a dark device, scripts off', (engine) => {
  const browser = useEngine(engine, { scripts: false, dark: true });

  it('should paint every kind of page dark with no script at all', async () => {
    const page = await browser.newPage(phone);
    const light: string[] = [];
    for (const path of ['/', '/contact', '/no/such/page']) {
      await open(page, path, { hydrated: false });
      if (!(await looksDark(page))) light.push(`${path}: ${JSON.stringify(await pageColours(page))}`);
    }
    expect(light).toEqual([]);
  });
});
