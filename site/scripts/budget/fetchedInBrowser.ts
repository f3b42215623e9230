/**
 * What a page makes a visitor's browser fetch: every script and stylesheet it requests from loading
 * until the network is quiet, with the page hydrated (its islands, their code and anything they load
 * at once, the entrance animation for what waits below the fold), and nothing done by the visitor.
 * Counted by the browser, not from the HTML: islands load their code with import(), which no static
 * reading of the page can follow faithfully.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request, Response } from 'playwright';

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

/** How long the network must stay quiet, as Playwright's own "networkidle" counts it. */
const quietMs = 500;

export async function fetchedInBrowser(browser: Browser, url: string): Promise<FetchedPage> {
  const page = await browser.newPage();
  const network = watchNetwork(page);
  const files: Promise<FetchedFile & { type: string }>[] = [];
  const onResponse = (response: Response) => {
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
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // What hydrating starts (the full stylesheet, the entrance animation, the preview banner's check),
    // waited for from here: on a busy machine hydration can come long after the network first went
    // quiet, and Playwright's "networkidle", once reached, is not waited for again.
    await network.quietFor(quietMs);
    // Nothing counted from here on, so no body is still being read when the page closes.
    page.off('response', onResponse);
    const fetched = await Promise.all(files);
    const unique = (type: string) => [
      ...new Map(fetched.filter((f) => f.type === type).map((f) => [f.url, f] as const)).values(),
    ];
    return { scripts: unique('script'), styles: unique('stylesheet') };
  } finally {
    await page.close();
  }
}

/**
 * The page's requests in flight, and a wait for none to be for a while. A request still open after
 * `deadlineMs` (a stream that never ends) fails the measurement by name rather than hanging it.
 */
function watchNetwork(page: Page, deadlineMs = 30_000) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quietFor(ms: number) {
      const deadline = Date.now() + deadlineMs;
      lastChange = Math.max(lastChange, Date.now());
      while (inFlight.size > 0 || Date.now() - lastChange < ms) {
        if (Date.now() > deadline)
          throw new Error(
            `The network did not go quiet: still loading ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
