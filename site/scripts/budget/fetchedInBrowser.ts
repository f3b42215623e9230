/**
 * What a page makes a visitor's browser fetch: every script and stylesheet it requests from loading
 * until the network is quiet, with the page hydrated (its islands, their code and anything they load
 * at once, the entrance animation for what waits below the fold), and nothing done by the visitor.
 * Counted by the browser, not from the HTML: islands load their code with import(), which no static
 * reading of the page can follow faithfully.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';

export interface FetchedFile {
  url: string;
  /** gzip -9, as a server would send it compressed. */
  gzipBytes: number;
  text: string;
}

export interface FetchedPage {
  scripts: FetchedFile[];
  styles: FetchedFile[];
}

export async function fetchedInBrowser(browser: Browser, url: string): Promise<FetchedPage> {
  const page = await browser.newPage();
  const files: Promise<FetchedFile & { type: string }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.push(
      response.body().then((body) => ({
        type,
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        text: body.toString('utf8'),
      })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // What hydrating starts (the full stylesheet, the entrance animation, the preview banner's check).
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(files);
    const unique = (type: string) => [
      ...new Map(fetched.filter((f) => f.type === type).map((f) => [f.url, f] as const)).values(),
    ];
    return { scripts: unique('script'), styles: unique('stylesheet') };
  } finally {
    await page.close();
  }
}
