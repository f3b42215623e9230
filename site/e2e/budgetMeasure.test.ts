import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchedInBrowser } from '../scripts/budget/fetchedInBrowser';
import { launchBrowser } from './browser';

/*
 * The budget's measurement on a busy machine: a page whose hydration comes late (its main thread
 * held by other work) and only then starts the code hydrating loads. The network has been quiet long
 * before, so "quiet" measured from the start of the load says nothing about what hydration fetches.
 */
const hydrationDelayMs = 1_500;
const page = `<!doctype html><html><head><title>late</title></head><body>
<script>
  setTimeout(() => {
    document.documentElement.dataset.hydrated = '';
    // What hydrating starts comes a moment after the marker: effects run after the commit that sets it.
    setTimeout(() => {
      const script = document.createElement('script');
      script.src = '/late.js';
      document.head.append(script);
    }, 100);
  }, ${hydrationDelayMs});
</script></body></html>`;
const lateScript = `window.late = '${'x'.repeat(2_000)}';`;

let server: Server;
let origin: string;
let browser: Browser;
/** Resolved once the browser's request for late.js has been reported: the rest of it goes then. */
let lateScriptSeen: () => void = () => undefined;
const seen = new Promise<void>((resolve) => {
  lateScriptSeen = resolve;
});
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/late.js') {
      // Headers at once, the rest of the body only once the measurement has seen the request start:
      // the script is still arriving while it watches.
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.write(lateScript.slice(0, 10));
      void seen.then(() => response.end(lateScript.slice(10)));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('the budget measurement', () => {
  it('given a page that hydrates late and loads a script then, should count that script whole', async () => {
    // The measurement opens one page; the test listens on it too.
    const watched = {
      newPage: async () => {
        const page = await browser.newPage();
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/late.js') lateScriptSeen();
        });
        return page;
      },
    } as unknown as Browser;
    const { scripts } = await fetchedInBrowser(watched, `${origin}/`);
    expect(scripts.map((script) => [script.url, script.text === lateScript])).toEqual([['/late.js', true]]);
  });
});
