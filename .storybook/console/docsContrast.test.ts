import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { withPatience } from '../../scripts/patience';

/*
 * Docs pages as designers read them in the served Storybook, in each theme: the words around the
 * stories (prose, the props table, its type chips and inline code) must stay readable. The stories
 * inside the frames are left out, since every story is checked on its own. Every component's page is
 * drawn by one template (.storybook/DocsPage.tsx), so Button's page stands for all of them, beside
 * the two hand-written pages.
 */
const origin = inject('storybookOrigin');
const pages = ['components-button--docs', 'foundations-tokens--docs', 'introduction--docs'];

let browser: Browser;
beforeAll(async () => {
  browser = withPatience(await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs }));
});
afterAll(() => browser.close());

describe.concurrent.each(['light', 'dark'])('docs pages in the %s theme', (theme) => {
  test.for(pages)('%s has text with enough contrast', async (id) => {
    // AxeBuilder needs a page from an explicit context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=docs&globals=theme:${theme}`);
    await page.locator('.sbdocs-content').waitFor();
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    const { violations } = await new AxeBuilder({ page })
      .include('.sbdocs-content')
      .exclude('.docs-story')
      .withRules(['color-contrast'])
      .analyze();
    await context.close();
    const where = violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
    expect(where).toEqual([]);
  });
});
