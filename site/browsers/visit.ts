import { inject } from 'vitest';
import { answeredWithin, pollUntil } from '../../scripts/patience';
import type { EnginePage } from './engines/types';
import { probeGlobal } from './probe/probeScript';
import { blankPath } from './probe/probeProxy';

/** A path of the site as the engines load it (an absolute URL stays as it is). */
export const siteUrl = (path: string) => new URL(path, inject('engineSiteOrigin')).href;

/**
 * Polls a function in the page until it returns something truthy (and returns that; a value the
 * driver can send back, not an element). As long as the suite's shared deadline: a loaded machine
 * makes Firefox and WebKit slow, never wrong.
 */
export async function waitFor<R, A extends unknown[]>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => R,
  ...args: A
): Promise<NonNullable<Awaited<R>>> {
  try {
    // A page between documents cannot run it: that is a "not yet".
    const result = await pollUntil(
      () => page.evaluate(fn, ...args).catch(() => undefined),
      Boolean,
      `${what} (${page.engine})`,
    );
    return result as NonNullable<Awaited<R>>;
  } catch (error) {
    throw await saidWhereThePageIs(page, error);
  }
}

/**
 * A wait that ran out names the page's address and how far it had loaded: a press that never left
 * the page it was made on reads differently from a next page that never finished loading.
 */
async function saidWhereThePageIs(page: EnginePage, error: unknown) {
  if (!(error instanceof Error)) return error;
  const where = await answeredWithin(
    page.evaluate(() => `${location.pathname}${location.search} (${document.readyState})`),
    () => new Error('no answer'),
  ).catch(() => 'not readable');
  // The stack repeats the message as it was thrown, and it is what reporters print.
  const said = error.message;
  error.message = `${said}; the page: ${where}`;
  error.stack = error.stack?.replace(said, error.message);
  return error;
}

const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));

/**
 * Loads a path of the site and, unless told it will not hydrate, waits until the app has hydrated
 * it (`<html data-hydrated>`) and the full stylesheet has arrived, as the e2e suite's `open` does.
 */
export async function open(
  page: EnginePage,
  path: string,
  { hydrated = true, until = 'load' }: { hydrated?: boolean; until?: 'load' | 'parsed' } = {},
) {
  await page.goto(siteUrl(path), until);
  if (hydrated) await hydratedWithStylesheet(page, path);
}

/** Waits until the page in the tab has hydrated and its full stylesheet has arrived. */
export async function hydratedWithStylesheet(page: EnginePage, path: string) {
  await waitFor(page, `${path} to hydrate`, () => document.documentElement.hasAttribute('data-hydrated'));
  await waitFor(page, 'the full stylesheet', () => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return links.length > 0 && links.every((link) => link.sheet !== null);
  });
  await page.evaluate(nextFrames);
}

/** What the page reported as wrong since it loaded (the probe's list, and Firefox's own console). */
export async function problemsOf(page: EnginePage): Promise<string[]> {
  const inPage = await page.evaluate(
    (name) => (window as unknown as Record<string, string[] | undefined>)[name] ?? ['no probe in this page'],
    probeGlobal,
  );
  const console = 'consoleProblems' in page ? (page.consoleProblems as string[]) : [];
  return [...inPage, ...console.filter((problem) => !inPage.some((seen) => problem.includes(seen)))];
}

/** Pretends the visitor answered the cookie banner before, for journeys about something else. */
export async function withStored(page: EnginePage, entries: Record<string, string>) {
  await page.goto(siteUrl(blankPath));
  await page.evaluate((pairs) => {
    for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
  }, entries);
}
