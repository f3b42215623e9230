import { inject } from 'vitest';
import type { EnginePage } from './engines/types';
import { clockGlobal } from './probe/clockScript';
import { clockPath, holdPath, requestedPath, type Answered } from './probe/probeProxy';

/*
 * What a journey sees of and does to the network, the same in every engine: through the suite's
 * proxy in front of the site (probe/probeProxy.ts), which every engine loads the site from. Each
 * takes the proxy's origin, for a journey that serves the site itself (the staff inbox's).
 */

const proxy = () => inject('engineSiteOrigin');

/** Holds every request whose path ends with `ending` from now on, until `releaseRequests`. */
export const holdRequests = async (ending: string, origin = proxy()) => {
  await fetch(new URL(`${holdPath}?ending=${encodeURIComponent(ending)}`, origin));
};

/** Lets every held request through, and holds nothing more. */
export const releaseRequests = async (origin = proxy()) => {
  await fetch(new URL(holdPath, origin));
};

/** Every request passed to the site so far, by any engine, with what the site answered. */
export const requests = async (origin = proxy()): Promise<Answered[]> =>
  (await fetch(new URL(requestedPath, origin))).json() as Promise<Answered[]>;

/** Every URL requested of the site so far (path and query). */
export const requestedUrls = async (origin = proxy()) => (await requests(origin)).map(({ url }) => url);

/** From now on (or no longer), each page loaded carries a clock the journey moves on (`runClockFor`). */
export const pageClock = async (on: boolean, origin = proxy()) => {
  await fetch(new URL(`${clockPath}?on=${on ? 1 : 0}`, origin));
};

/**
 * How far one script moves the page's clock. WebKit times the driver's scripts with the page's own
 * setTimeout, so a script that moved the clock past its 30 s limit timed itself out.
 */
const clockStepMs = 5_000;

/** Moves the page's clock on by `ms`, running every timer that falls due, as Playwright's runFor does. */
export async function runClockFor(page: EnginePage, ms: number) {
  for (let left = ms; left > 0; left -= clockStepMs) {
    await page.evaluate(
      async (name, by) => {
        const clock = (window as unknown as Record<string, { tickAsync(ms: number): Promise<number> }>)[name];
        if (!clock) throw new Error('This page was loaded without the journey clock (pageClock(true) first)');
        await clock.tickAsync(by);
        return true;
      },
      clockGlobal,
      Math.min(left, clockStepMs),
    );
  }
}
