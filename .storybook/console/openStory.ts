import type { Browser, ConsoleMessage, Page, Request } from 'playwright';
import { viewports } from '../viewports';

/** What a designer would see go wrong when opening a story: in the console or in the network panel. */
export type Problem = string;

const desktop = viewports.desktop.styles;
const px = (size: string) => Number.parseInt(size, 10);

/**
 * A browser tab for opening stories one after another, each as if on its own: every load starts
 * with empty storage and no cookies (nothing another story chose, e.g. a cookie consent), while the
 * HTTP cache is kept, as a designer's browser keeps it.
 */
export async function newStoryTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: px(desktop.width), height: px(desktop.height) },
  });
  await context.addInitScript(() => {
    // about:blank, between stories, has no storage to clear (reading it there throws).
    if (window.location.protocol !== 'http:') return;
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  return context.newPage();
}

// The last phases of a story's render: its play function and the a11y check (afterEach) are done.
const settled = `['finished', 'aborted', 'errored'].includes(window.__STORYBOOK_PREVIEW__?.currentRender?.phase)`;
// The width a story asks for with `globals.viewport` (the manager's toolbar would size the frame so).
const storyViewport = `(() => {
  const story = window.__STORYBOOK_PREVIEW__.currentRender.story;
  const name = story.storyGlobals?.viewport?.value;
  return (name && story.parameters.viewport?.options?.[name]?.styles) || null;
})()`;

const where = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return url ? ` (${url}:${lineNumber})` : '';
};

/** The page's requests still in flight, and a way to wait until there are none. */
interface OpenRequests {
  size(): number;
  /** Resolves once no request is in flight (at once if none is). */
  drained(): Promise<void>;
}

/** Lists what goes wrong on the page; returns the requests still open, for `quiet` to wait on. */
function listProblems(page: Page, problems: Problem[]): OpenRequests {
  const open = new Set<Request>();
  let waiting: (() => void)[] = [];
  const closed = (request: Request) => {
    open.delete(request);
    if (open.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', closed);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}${where(message)}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    closed(request);
    // A request cut off by leaving the story (e.g. a font still loading) is not a failure.
    const reason = request.failure()?.errorText ?? 'unknown';
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    size: () => open.size,
    drained: () =>
      open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
  };
}

// The page's next idle moment: the tasks a render or a play queued (a timer, a channel message, an
// effect that sends a page view or loads a chunk) have run by then. No deadline of its own: a page
// kept busy for ever is hung, and the test's own timeout says so.
const idle = `new Promise((resolve) => requestIdleCallback(() => resolve(true)))`;

/**
 * Until the story has nothing left to do: the page has been idle and every request it started has
 * finished, twice over (a response may start another request, e.g. a stylesheet its font). Instead
 * of Playwright's 'networkidle', which always waits half a second more after the last request.
 */
async function quiet(page: Page, open: OpenRequests) {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(idle);
    await open.drained();
  }
}

/** Loads the story and waits until it has played and has nothing left to do; returns its last phase. */
async function load(page: Page, url: string, open: OpenRequests): Promise<string> {
  await page.goto(url);
  await page.waitForFunction(settled);
  // A story may render again once (the pseudo-states addon sets its globals as it first renders).
  await page.evaluate(idle);
  await page.waitForFunction(settled);
  // What a story does a moment after it renders (a page view sent after Accept, a lazy chunk).
  await quiet(page, open);
  await page.waitForFunction(settled);
  return String(await page.evaluate('window.__STORYBOOK_PREVIEW__.currentRender.phase'));
}

/**
 * Opens one story's iframe with animations on, as `pnpm storybook` plays them, at the width the
 * story asks for, and lists every console error, uncaught exception, failed request and HTTP error
 * response until its play function and checks have run and it has nothing left to do. With `axe`
 * off, the a11y addon does not check the story by itself (as in its manual mode).
 */
export async function openStory(
  page: Page,
  origin: string,
  id: string,
  { axe }: { axe: boolean },
): Promise<Problem[]> {
  let problems: Problem[] = [];
  // Storybook's own switch for the a11y addon's automatic check (its panel's "manual" mode).
  const a11yManual = axe ? '' : '&globals=a11y.manual:!true';
  const url = `${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${a11yManual}`;
  await page.context().clearCookies();
  await page.setViewportSize({ width: px(desktop.width), height: px(desktop.height) });
  try {
    let open = listProblems(page, problems);
    let phase = await load(page, url, open);
    const size = await page.evaluate<{ width: string; height: string } | null>(storyViewport);
    if (size && px(size.width) !== px(desktop.width)) {
      // Played at the wrong width, so what it logged does not count: open it again at its own.
      page.removeAllListeners();
      await page.goto('about:blank');
      await page.setViewportSize({ width: px(size.width), height: px(size.height) });
      problems = [];
      open = listProblems(page, problems);
      phase = await load(page, url, open);
    }
    if (phase !== 'finished') problems.push(`the story ended ${phase}`);
  } finally {
    // Leave the story, so nothing it does later is counted against the next one.
    page.removeAllListeners();
    await page.goto('about:blank');
  }
  return problems;
}
