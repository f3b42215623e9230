import type { StoryContext } from '@storybook/react-vite';
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_RECORD_KEY } from '@rico/design-system';
import { cookiePolicyVersion } from '../content/cookieBanner';
import { expect, waitFor, within } from 'storybook/test';
import { findRoute } from '../routeTable';
import { routeMeta } from '../seo/routePages';
import { documentTitle } from '../seo/pageMeta';
import { SiteRoute } from './SiteRoute';

/** Shared parts of the page stories (Pages/…): parameters, the cookie choice, and the checks every page gets. */

type Canvas = StoryContext['canvas'];
type Scope = Pick<Canvas, 'getByRole' | 'getAllByRole'>;

/**
 * What every page story's meta shares: the route rendered in the site layout (SiteRoute), a
 * returning visitor's cookie choice (plus any `setUp` of the file's own, such as a faked Firebase),
 * and the docs description. Each file still spells out its own `title` and `tags`: Storybook's
 * sidebar reads those from the file's text without running it.
 *
 * Full-bleed like the site. On the docs page each story gets its own frame: a page's sticky header,
 * cookie banner and toasts are fixed to the viewport and would pile up across inline stories.
 */
export function sitePageMeta(description: string, ...setUp: Array<() => () => void>) {
  return {
    component: SiteRoute,
    beforeEach: [withCookieChoice('accepted'), ...setUp],
    parameters: {
      layout: 'fullscreen',
      docs: { story: { inline: false, iframeHeight: 720 }, description: { component: description } },
    },
  };
}

/**
 * The cookie choice is part of a page's state, so every page story sets it: 'accepted' (a returning
 * visitor: the banner does not cover the page) unless the story is about a first visit (`null`).
 * Returns the cleanup that puts back what was stored before, so no other story inherits it.
 */
export function withCookieChoice(choice: 'accepted' | null) {
  // A choice counts only with its record of the current policy version beside it.
  const record = JSON.stringify({ version: cookiePolicyVersion, date: '2026-01-01T00:00:00.000Z' });
  const values = { [COOKIE_CONSENT_KEY]: choice, [COOKIE_CONSENT_RECORD_KEY]: choice && record };
  return () => {
    const before = Object.keys(values).map((key) => [key, window.localStorage.getItem(key)] as const);
    const put = ([key, value]: readonly [string, string | null]) => {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    };
    Object.entries(values).forEach(put);
    return () => before.forEach(put);
  };
}

/** The path of a route of the route table, so a story cannot point at a page the site does not have. */
export function routePath(id: string): string {
  const route = findRoute(id);
  if (!route) throw new Error(`No route ${id} in the route table`);
  return route.path;
}

/**
 * What every page shows: the site's header, main and footer landmarks, the page's one h1, and the
 * browser title from the route's meta ('{title} | {site}').
 */
export async function expectSitePage(canvas: Canvas, routeId: string, h1: string | RegExp) {
  await expect(await canvas.findByRole('heading', { level: 1, name: h1 })).toBeVisible();
  // Each entrance learns where it starts a frame after it mounts (IntersectionObserver); wait for
  // that, so expectVisible sees which blocks wait hidden below the fold.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('main')).toBeVisible();
  await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  const { title } = routeMeta(routeId);
  await waitFor(() => expect(document.title).toBe(documentTitle(title)));
}

/** Animations still running on `element` or its ancestors (an entrance animates the block that holds it). */
function runningAnimations(element: Element): number {
  let running = 0;
  for (let node: Element | null = element; node; node = node.parentElement) {
    running += node.getAnimations().filter((animation) => animation.playState === 'running').length;
  }
  return running;
}

/**
 * That `element` shows, as a visitor sees it. With motion on (`pnpm storybook`), a block below the
 * fold waits hidden until it is scrolled to, then fades in: so scroll to it and wait for its
 * entrance to end before asserting. With motion off (the screenshot runs) nothing waits hidden and
 * nothing is scrolled.
 */
export async function expectVisible(element: HTMLElement) {
  if (element.closest('[data-reveal="waiting"], [data-reveal="entering"]')) {
    element.scrollIntoView({ block: 'center' });
    await waitFor(
      () => {
        if (runningAnimations(element) > 0) throw new Error('Its entrance is still running');
        return expect(element).toBeVisible();
      },
      // The longest entrance is the last of a staggered row: up to 0.5 s late, plus 0.6 s. But it
      // starts only once the animation code has loaded, and on a busy machine the served Storybook
      // once found a block still hidden after the 3 s this allowed: slow, not wrong, so the bound is
      // generous.
      { timeout: 15_000 },
    );
  }
  await expect(element).toBeVisible();
}

/** A link (or a button that is a link) with this accessible name leading to `href`. */
export async function expectLink(scope: Scope, name: string | RegExp, href: string) {
  await expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** The page's main landmark, to look for a page's own links apart from the header's and footer's. */
export const mainOf = (canvas: Canvas) => within(canvas.getByRole('main'));
