import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, mobile, open } from './browser';
import { summariseViolations } from './axe';
import { routeCases } from './expectedHeadings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// Without a stored choice, so the cookie banner is checked on every page too.
describe.concurrent.each(routeCases)('axe on $url', ({ url }) => {
  it.each([
    ['desktop', desktop],
    ['phone', mobile],
  ])('should find no violation at %s width', async (_name, viewport) => {
    // AxeBuilder needs a page from an explicit context.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await open(page, url);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(summariseViolations(violations)).toEqual([]);
    await context.close();
  });
});
