import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { answeredWithin, askedAgainUntilAnswered, pollUntil, waitAtMostMs } from '../../../scripts/patience';
import { recordTriedAgain } from '../../../scripts/recordTriedAgain';
import type { EngineTools } from './tools';
import type { EngineBrowser, EnginePage, KeyName, Profile, Viewport } from './types';

/**
 * WebKitGTK's MiniBrowser, driven through WebKitWebDriver (W3C WebDriver, Debian's
 * webkit2gtk-driver). It needs a display: the driver runs under xvfb-run with a screen larger than
 * any viewport the journeys ask for. Classic WebDriver has no console: the page's problems are
 * read from a listener the suite's proxy puts into each page (see probe/).
 */

const keys: Record<KeyName, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Space: Key.SPACE,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
};

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  await pollUntil(
    async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
      return fetch(`${url}/status`).then(
        (response) => response.ok,
        () => false,
      );
    },
    Boolean,
    `WebKitWebDriver to answer at ${url}`,
  );
}

/**
 * MiniBrowser's toolbar keeps its window wider than a phone; GTK's own style sheet, read from
 * XDG_CONFIG_HOME, shrinks it so a 320 px window is a 320 px page.
 */
function gtkConfigHome(): string {
  const home = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'webkitgtk-config');
  mkdirSync(join(home, 'gtk-3.0'), { recursive: true });
  copyFileSync(join(import.meta.dirname, 'minibrowser-gtk.css'), join(home, 'gtk-3.0', 'gtk.css'));
  return home;
}

export class WebKitPage implements EnginePage {
  readonly engine = 'webkit' as const;
  constructor(
    private readonly driver: WebDriver,
    /** Called when the driver leaves a command unanswered: it is no longer fit for a session. */
    private readonly onHang: () => void,
    private readonly deadlineMs = commandDeadline,
    private readonly askAgainMs = readAskedAgainAfterMs,
  ) {}

  /**
   * Every command within the deadline. Selenium's client waits for an answer for ever, and
   * WebKitWebDriver now and then gives none: a journey then hung until its test timed out (three
   * minutes), and its retry, queued behind the hung session in the same driver, hung as well.
   * Failing the command at once and restarting the driver gives the retry a fresh one.
   */
  private answer<T>(pending: Promise<T>, what: string): Promise<T> {
    return withinDeadline(pending, `WebKitWebDriver ${what}`, this.deadlineMs).catch((error: unknown) => {
      if (error instanceof DriverHang) this.onHang();
      throw error;
    });
  }

  async goto(url: string, until: 'load' | 'parsed' = 'load') {
    // The session never waits for a load by itself (pageLoadStrategy 'none', see launchWebKit): it
    // is waited for here, for the document at `url`, parsed or loaded as asked.
    await this.markDocument();
    await this.answer(this.driver.get(url), `opening ${url}`);
    await this.waitForDocument(until);
  }

  /** Marks the document shown now, so the next one is known by the mark's absence. */
  private async markDocument() {
    // A page between documents cannot run it; a driver that does not answer is another matter.
    await this.answer(this.driver.executeScript('window.__leftBehind = true;'), 'marking the page').catch(
      unlessHung(undefined),
    );
  }

  private async waitForDocument(until: 'load' | 'parsed') {
    const state =
      until === 'load' ? "document.readyState === 'complete'" : "document.readyState !== 'loading'";
    const ready = `!window.__leftBehind && ${state}`;
    await pollUntil(
      () => this.answer(this.readAskingAgain(`return ${ready};`), 'reading the page'),
      Boolean,
      `the page to be ${until === 'load' ? 'loaded' : 'parsed'} (webkit)`,
      50,
    );
  }

  /**
   * A read of the page (false when it fails: a page between documents), asked again beside the first
   * while none has answered. WebKitWebDriver now and then loses a script sent as a new session's first
   * page opens: that one never gets an answer, yet the session answers the next at once (seen once in
   * 245 fresh sessions, which then read "complete" straight away). The first answer counts; a slow
   * machine only sends a few more reads, and a session that answers none still meets the deadline.
   */
  private readAskingAgain(script: string): Promise<boolean> {
    return askedAgainUntilAnswered(
      () => this.driver.executeScript(script).then(Boolean, () => false),
      this.askAgainMs,
    );
  }

  async evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // W3C Execute Script awaits a returned promise, as puppeteer's evaluate does.
    return this.answer(
      this.driver.executeScript<Awaited<R>>(`return (${fn.toString()}).apply(null, arguments);`, ...args),
      'running a script',
    );
  }

  async setViewport({ width, height }: Viewport) {
    const frame = this.driver.manage().window();
    const innerSize = () => this.evaluate((): [number, number] => [window.innerWidth, window.innerHeight]);
    // The window's frame (MiniBrowser's trimmed toolbar) takes some of its size: measure it once
    // the window shows the size asked for, and add it.
    await this.answer(frame.setRect({ x: 0, y: 0, width, height }), 'sizing the window');
    let resizes = 0;
    await pollUntil(
      async () => {
        const inner = await innerSize();
        if (inner[0] === width && inner[1] === height) return true;
        const rect = await this.answer(frame.getRect(), 'reading the window');
        const extra = [rect.width - inner[0], rect.height - inner[1]];
        // A window not yet laid out reports sizes that do not belong together: ask again shortly.
        if (extra.some((px) => px < 0 || px > 200)) return false;
        // Sizes that belong together and still miss after this many tries will not come right.
        if (resizes === 20)
          throw new Error(`WebKit's viewport is ${inner.join('x')}, not ${width}x${height}`);
        resizes += 1;
        await this.answer(
          frame.setRect({ x: 0, y: 0, width: width + (extra[0] ?? 0), height: height + (extra[1] ?? 0) }),
          'sizing the window',
        );
        return false;
      },
      Boolean,
      `WebKit's viewport to be ${width}x${height}`,
    );
  }

  async pointer(x: number, y: number, click: boolean) {
    // One action sequence: WebKitGTK closes a hover menu when the pointer is released between moves.
    const actions = this.driver
      .actions({ async: true })
      .move({ x: Math.round(x), y: Math.round(y), duration: 0 });
    await this.answer((click ? actions.press().release() : actions).perform(), 'moving the pointer');
  }

  async press(key: KeyName) {
    await this.answer(this.driver.actions({ async: true }).sendKeys(keys[key]).perform(), `pressing ${key}`);
  }

  async type(text: string) {
    await this.answer(this.driver.actions({ async: true }).sendKeys(text).perform(), 'typing');
  }

  async back() {
    // From the page, as the browser's Back button does; the driver's own Back waits for a load event,
    // and a page restored from the back/forward cache fires none.
    await this.markDocument();
    await this.answer(
      this.driver.executeScript('setTimeout(function () { history.back(); }, 0);'),
      'going back',
    );
    await this.waitForDocument('load');
  }

  async chooseFile(css: string, path: string) {
    // W3C WebDriver: keys sent to a file input are the path of the file to choose.
    const input = await this.answer(this.driver.findElement(By.css(css)), `finding ${css}`);
    await this.answer(input.sendKeys(path), 'choosing a file');
  }

  async screenshot() {
    return Buffer.from(await this.answer(this.driver.takeScreenshot(), 'taking a screenshot'), 'base64');
  }

  /** No axe here: Chromium's adapter checks a journey's checkpoints. */
  async checkpoint() {}

  async close() {
    await this.answer(this.driver.quit(), 'closing the session');
  }
}

/** Asks the driver at `driverUrl` for a new session: a MiniBrowser window of its own. */
export function openWebKitSession(
  driverUrl: string,
  tool: Extract<EngineTools['webkit'], { ok: true }>,
  args = ['--automation'],
) {
  return new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      // Other commands would otherwise wait for any load in progress to end, and a journey may
      // hold a file back on purpose (the brand font) while it presses and reads.
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': { binary: tool.miniBrowser, args },
    })
    .build();
}

/**
 * WebKitWebDriver under an X server of its own, in its own process group (so stopping it ends Xvfb
 * too). The MiniBrowsers it starts take their time zone from its environment (`timeZone`).
 */
export async function startDriver(tool: Extract<EngineTools['webkit'], { ok: true }>, timeZone?: string) {
  const port = await getPort({ host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  // A screen larger than the desktop viewport. By default Xvfb resets itself when its last client
  // leaves, as a session's window closes; a MiniBrowser starting for the next session in that moment
  // cannot open the display and dies, and the driver waits for it for ever. -noreset keeps it up.
  const screen = '-screen 0 1600x1200x24 -noreset';
  const child = spawn('xvfb-run', ['-a', '-s', screen, tool.driver, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, XDG_CONFIG_HOME: gtkConfigHome(), ...(timeZone ? { TZ: timeZone } : {}) },
  });
  await waitForDriver(url, child);
  return {
    url,
    stop() {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

/**
 * How long one command (a new session included) may take before the driver is taken for hung. A
 * command takes milliseconds, a session 1-3 s, but now and then WebKitWebDriver never answers (seen
 * on a loaded machine: a whole width of the routes journey skipped when its shared page's session
 * hung past the hook's 120 s; a contact journey, and then its retry, hung to their three-minute
 * timeouts); the driver is then restarted. The shared deadline for one wait: one a busy machine
 * cannot reach with a driver that is merely slow, and still well within a test's.
 */
const commandDeadline = waitAtMostMs;

/** How long a read of the page goes unanswered before it is asked again beside the first: never a verdict. */
const readAskedAgainAfterMs = 10_000;

/** The driver left a command unanswered. */
class DriverHang extends Error {}

/** For a command allowed to fail (a page between documents): `fallback` for its errors, but not for a hang. */
const unlessHung =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if (error instanceof DriverHang) throw error;
    return fallback;
  };

function withinDeadline<T>(pending: Promise<T>, what: string, deadlineMs = commandDeadline): Promise<T> {
  return answeredWithin(
    pending,
    () => new DriverHang(`${what}: no answer in ${deadlineMs / 1000} s`),
    deadlineMs,
  );
}

/** Starts WebKitWebDriver (under its own X server) for this profile; each page is a session of its own. */
export async function launchWebKit(tool: EngineTools['webkit'], profile: Profile): Promise<EngineBrowser> {
  if (!tool.ok) throw new Error(`WebKit cannot run here: ${tool.reason}`);
  let driver = await startDriver(tool, profile.timeZone);
  const args = ['--automation'];
  if (!profile.scripts) args.push('--enable-javascript-markup=false');
  if (profile.dark) args.push('--dark-mode');

  const openSession = () => openWebKitSession(driver.url, tool, args);

  // Set when a page's command went unanswered: the next page starts a fresh driver.
  let hung = false;
  const restart = async () => {
    driver.stop();
    driver = await startDriver(tool, profile.timeZone);
    hung = false;
  };
  return {
    engine: 'webkit',
    version: tool.version,
    async newPage(viewport) {
      if (hung) await restart();
      let session: WebDriver;
      try {
        session = await withinDeadline(openSession(), 'WebKitWebDriver opening a session');
      } catch (error: unknown) {
        // A second try of the test's, so the run's flaky summary names it: a MiniBrowser that died as
        // it started once left the driver waiting for it for ever (see startDriver).
        recordTriedAgain(`${String(error)}; the driver was restarted and asked again`);
        await restart();
        session = await withinDeadline(openSession(), 'WebKitWebDriver opening a session, restarted');
      }
      const page = new WebKitPage(session, () => {
        hung = true;
      });
      // The driver runs one session at a time: one that fails to start must not keep it.
      await page.setViewport(viewport).catch(async (error: unknown) => {
        await page.close().catch(() => undefined);
        throw error;
      });
      return page;
    },
    close() {
      driver.stop();
      return Promise.resolve();
    },
  };
}
