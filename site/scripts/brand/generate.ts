/**
 * `pnpm --filter @rico/site brand`: renders the brand assets committed in public/ from the
 * design system's tokens, so they follow the brand instead of being drawn by hand:
 * og-image.jpg (1200x630, the composition in ogImage.ts) and favicon.svg.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium';
import { ogImageSize } from '../../src/content/seo';

const publicDir = join(import.meta.dirname, '..', '..', 'public');

const vite = await createServer({
  root: import.meta.dirname,
  configFile: false,
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin()],
  server: { port: 0, host: '127.0.0.1' },
});
try {
  await vite.listen();
  const { faviconSvg } = (await vite.ssrLoadModule(
    '../../src/brand/favicon.ts',
  )) as typeof import('../../src/brand/favicon');
  await writeFile(join(publicDir, 'favicon.svg'), faviconSvg());

  const { port } = vite.httpServer?.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: ogImageSize, deviceScaleFactor: 1 });
    page.on('response', (r) => r.status() >= 400 && console.warn('[og page]', r.status(), r.url()));
    page.on('pageerror', (e) => console.error('[og page]', e));
    await page.goto(`http://127.0.0.1:${port}/index.html`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(publicDir, 'og-image.jpg'), type: 'jpeg', quality: 86 });
  } finally {
    await browser.close();
  }
  console.log('Wrote public/og-image.jpg and public/favicon.svg');
} finally {
  await vite.close();
}
