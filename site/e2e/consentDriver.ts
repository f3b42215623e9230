import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright';
import { pollUntil } from '../../scripts/patience';
import { dataPath } from './backendRecords';
import { followLink } from './browser';

/** Every request a page makes that has to do with analytics: the local stand-in, Google, its chunks. */
export function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const google = /google-analytics|analytics\.google|googletagmanager|firebase(installations)?\.googleapis/;
    const chunk = url.pathname.startsWith('/assets/') && /analytics|web-?vitals/i.test(url.pathname);
    if (google.test(url.hostname) || chunk || url.pathname === '/__backend/analytics')
      seen.push(request.url());
  });
  return seen;
}

/** The analytics cookies in the browser (Google's names: _ga and _ga_<id>). */
export const analyticsCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga')).map((cookie) => cookie.name);

/** Global Privacy Control switched on, as a browser or extension with it does. */
export const withGlobalPrivacyControl = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );

export const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** Changes the choice where a visitor does: the footer's Cookie settings link, then the form. */
export async function chooseInSettings(page: Page, choice: 'accept' | 'reject') {
  await followLink(page, page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }));
  const settings = page.getByRole('region', { name: 'Cookie settings' });
  const option = choice === 'accept' ? /^Yes, use cookies/ : /^No, do not use cookies/;
  await settings.getByRole('radio', { name: option }).check();
  await settings.getByRole('button', { name: 'Save cookie settings' }).click();
  await settings.getByText('You’ve set your cookie preferences.').waitFor();
}

export interface RecordedEvent {
  name: string;
  params: Record<string, string | number | boolean>;
  clientId: string;
  consent: Record<string, string>;
}

/** What the local backend's analytics stand-in recorded for one browser (its _ga id). */
export async function recordedEvents(clientId: string): Promise<RecordedEvent[]> {
  const text = await readFile(dataPath('analytics', 'events.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedEvent)
    .filter((event) => event.clientId === clientId);
}

/** The visitor's _ga id, which ties the recorded events to this browser. */
export async function gaClientId(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === '_ga');
  if (!cookie) throw new Error('No _ga cookie');
  return cookie.value;
}

/**
 * Polls until `read` returns something `done` accepts, and returns it (beacons land a moment after
 * the click, in a file or a list no event announces). Only the shared deadline ends the wait.
 */
export const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
  pollUntil(read, done, 'what the page sends to analytics');
