import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBackend } from '../backend';
import { formatEventList } from '../cli/formatEvents';
import { readEvents } from './eventLog';

let dataDir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  const silent = { info: () => undefined, error: () => undefined };
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-analytics-'));
  const backend = createLocalBackend({ dataDir, log: silent });
  const server = createServer((req, res) => {
    void backend(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => rm(path.join(dataDir, 'analytics'), { recursive: true, force: true }));

const pageView = {
  name: 'page_view',
  params: { page_path: '/about', page_title: 'About Us | Rico' },
  clientId: 'GA1.1.123456.1763800000',
  consent: {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  },
};
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/__backend/analytics`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the local analytics stand-in', () => {
  it('given an event sent after Accept, should record it for pnpm analytics to print', async () => {
    expect((await post(pageView)).status).toBe(204);
    const events = await readEvents(dataDir);
    expect(events).toMatchObject([
      { name: 'page_view', params: pageView.params, clientId: pageView.clientId },
    ]);
    expect(formatEventList(events, dataDir)).toContain(
      'page_view  page_path="/about" page_title="About Us | Rico"',
    );
  });

  it('given consent to measurement not granted, should refuse it and record nothing', async () => {
    const response = await post({
      ...pageView,
      consent: { ...pageView.consent, analytics_storage: 'denied' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('analytics_storage must be granted');
    expect(await readEvents(dataDir)).toEqual([]);
  });

  it('given malformed events, should answer 400 naming the problem and record nothing', async () => {
    for (const bad of [
      '{not json',
      { ...pageView, name: 'page view!' },
      { ...pageView, params: { email: { nested: true } } },
      { ...pageView, params: Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`p${i}`, i])) },
      { ...pageView, extra: 'field' },
    ]) {
      expect((await post(bad)).status).toBe(400);
    }
    expect(await readEvents(dataDir)).toEqual([]);
  });

  it('given another web page as the sender, should refuse it', async () => {
    expect((await post(pageView, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await readEvents(dataDir)).toEqual([]);
  });

  it('given a GET, should answer 405 and say to POST', async () => {
    const response = await fetch(`${base}/__backend/analytics`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
