import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectProblems,
  launchBrowser,
  layoutShifts,
  mobile,
  recordLayoutShifts,
  siteOrigin,
} from './browser';

/*
 * A phone on a slow network gets a page's HTML in pieces, and the browser paints what it has parsed
 * so far. Here the served site's HTML stops right inside the header (after the logo's mark, before
 * the company's name), as a network might, until the browser has had its chance to draw that much;
 * everything else passes through.
 */
const stopAfter = '</svg></span>';
/** Resolved by the test to send the rest of the page. */
let restOfPage: Promise<void> = Promise.resolve();

/** Two frames: the page has drawn what it holds now. */
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

let browser: Browser;
let server: Server;
let origin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', siteOrigin()), {
        headers: { 'accept-encoding': 'identity' },
      });
      const body = await upstream.text();
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      });
      const at = body.indexOf(stopAfter);
      if (!upstream.headers.get('content-type')?.startsWith('text/html') || at < 0) {
        response.end(body);
        return;
      }
      response.write(body.slice(0, at + stopAfter.length));
      await restOfPage;
      response.end(body.slice(at + stopAfter.length));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('a page whose HTML arrives in pieces', () => {
  it('should paint its header whole, so nothing in it moves when the rest arrives', async () => {
    const context = await browser.newContext({ viewport: mobile });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await recordLayoutShifts(page);
    let sendTheRest: () => void = () => undefined;
    restOfPage = new Promise((resolve) => {
      sendTheRest = resolve;
    });
    await page.goto(`${origin}/contact`, { waitUntil: 'commit' });
    await page.waitForSelector('header svg', { state: 'attached' });
    // The logo's mark has arrived. Either the browser draws the header as it is, or the page told it
    // to draw nothing before <main> (a render-blocking expectation, which a browser honours until that
    // element is parsed): then no frame will come, and none is waited for.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const holdsForMain = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="expect"]')].some(
            (link) => link.blocking.contains('render') && link.getAttribute('href') === '#main',
          );
          if (holdsForMain && !document.getElementById('main')) resolve('nothing drawn before <main>');
          requestAnimationFrame(() => resolve('drawn as it is'));
        }),
    );
    sendTheRest();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.evaluate(nextFrames);
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
