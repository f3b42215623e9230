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
 * so far. Here the served site's HTML stops for a moment right inside the header (after the logo's
 * mark, before the company's name), as a network might, and everything else passes through.
 */
const stopAfter = '</svg></span>';
const pause = 400;

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
      await new Promise((resolve) => setTimeout(resolve, pause));
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
    await page.goto(`${origin}/contact`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
