import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInto } from '../scripts/hosting/buildInto';
import type { RunningSite } from '../scripts/hosting/startSite';
import { collectProblems, launchBrowser } from './browser';
import { contactForm, visitor } from './contactFormDriver';
import { expectedHeadings, routeCases } from './expectedHeadings';
import { contactForm as copy } from '../src/content/contactForm';

/*
 * The rest of the suite drives the build that ships, on preact/compat (src/runtime). This smoke test
 * drives a build with `SITE_CLIENT_RUNTIME=react`, so the site can ship on React too: every route's
 * islands hydrate without an error, the header's links and dropdown work, the cookie banner answers, the footer's theme
 * choice holds, and the contact form sends a message to a local backend of its own.
 */
const reactBuild = 'node_modules/.cache/site-e2e-react';
const reactAssets = join(import.meta.dirname, '..', reactBuild, 'client', 'assets');
let browser: Browser;
let site: RunningSite;
let dataDir: string;
beforeAll(async () => {
  const saved = { build: process.env.SITE_BUILD_DIR, runtime: process.env.SITE_CLIENT_RUNTIME };
  process.env.SITE_CLIENT_RUNTIME = 'react';
  buildInto(reactBuild);
  // startSite serves the folder buildInto named (scripts/buildDir.ts reads it when first imported).
  const { startSite } = await import('../scripts/hosting/startSite');
  process.env.SITE_BUILD_DIR = saved.build;
  process.env.SITE_CLIENT_RUNTIME = saved.runtime;
  dataDir = mkdtempSync(join(tmpdir(), 'rico-e2e-react-'));
  site = await startSite({ backend: { dataDir, log: { info: () => undefined, error: console.error } } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openHydrated(page: Page, path: string) {
  await page.goto(new URL(path, site.origin).href, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

const consented = async () => {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  return page;
};

describe('the site on the React runtime', () => {
  it('should ship React, not Preact', async () => {
    const framework = (await readdir(reactAssets)).find((name) => /^framework-.*\.js$/.test(name));
    // React's production build links its errors to react.dev; Preact's never mentions it.
    await expect(readFile(join(reactAssets, framework ?? ''), 'utf8')).resolves.toContain('react.dev/errors');
  });

  it('should hydrate every route without an error', async () => {
    const page = await consented();
    const problems = collectProblems(page);
    for (const route of routeCases) {
      await openHydrated(page, route.url);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        expectedHeadings[route.id],
      );
    }
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    await page.close();
  });

  it('should open the page a header link names, and hydrate its header there', async () => {
    const page = await consented();
    await openHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(expectedHeadings.about);
    // The header's dropdown is the about page's island now, working.
    const services = page.getByRole('banner').getByRole('link', { name: 'Services', exact: true });
    await services.hover();
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /EPOS & Table Ordering/ })
      .waitFor({ state: 'visible' });
    await page.close();
  });

  it('should hide the cookie banner and remember Accept', async () => {
    const page = await browser.newPage();
    await openHydrated(page, '/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => localStorage.getItem('cookie-consent'))).resolves.toBe('accepted');
    await page.close();
  });

  it("should switch theme from the footer's radios, by pointer and by keyboard, and keep it", async () => {
    const page = await consented();
    await openHydrated(page, '/');
    const dark = page.getByRole('radio', { name: 'Dark' });
    await dark.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => dark.isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await expect.poll(() => page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    await openHydrated(page, '/about');
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    await page.close();
  });

  it('should send the contact form to the backend and say so', async () => {
    const page = await consented();
    const problems = collectProblems(page);
    await openHydrated(page, '/contact');
    const form = contactForm(page);
    await form.fill();
    await form.submit().click();
    await form.toast(copy.toast.success).waitFor();
    const [stored] = await readdir(join(dataDir, 'messages'));
    const message = JSON.parse(await readFile(join(dataDir, 'messages', stored ?? ''), 'utf8')) as unknown;
    expect(message).toMatchObject({ name: visitor.name, email: visitor.email, message: visitor.message });
    expect(problems).toEqual([]);
    await page.close();
  });
});
