import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { backThroughHistory } from './history';
import type { EngineTools } from './tools';
import type { EngineBrowser, EnginePage, KeyName, Profile, Viewport } from './types';

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (no geckodriver, nothing
 * downloaded). Scripts off and a dark device are preferences, so each profile is a browser of its
 * own; pages of one browser get a browser context each, so they share no storage.
 */

const keys: Record<KeyName, KeyInput> = {
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  Space: ' ',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
};

class FirefoxPage implements EnginePage {
  readonly engine = 'firefox' as const;
  /** What the browser's own console and error reporting said (the in-page listener hears the rest). */
  readonly consoleProblems: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly closeContext: () => Promise<void>,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleProblems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.consoleProblems.push(`pageerror: ${String(error)}`));
  }

  async goto(url: string, until: 'load' | 'parsed' = 'load') {
    await this.page.goto(url, { waitUntil: until === 'load' ? 'load' : 'domcontentloaded' });
  }

  async evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // puppeteer's own types want the function's exact parameter list; the interface's is the same.
    const evaluate = this.page.evaluate.bind(this.page) as (f: typeof fn, ...a: A) => Promise<Awaited<R>>;
    return evaluate(fn, ...args);
  }

  async setViewport(viewport: Viewport) {
    await this.page.setViewport(viewport);
  }

  async pointer(x: number, y: number, click: boolean) {
    if (click) await this.page.mouse.click(x, y);
    else await this.page.mouse.move(x, y);
  }

  async press(key: KeyName) {
    await this.page.keyboard.press(keys[key]);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  back() {
    return backThroughHistory(this);
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  /** No axe here: Chromium's adapter checks a journey's checkpoints. */
  async checkpoint() {}

  async close() {
    await this.closeContext();
  }
}

export async function launchFirefox(tool: EngineTools['firefox'], profile: Profile): Promise<EngineBrowser> {
  if (!tool.ok) throw new Error(`Firefox cannot run here: ${tool.reason}`);
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: tool.executable,
    headless: true,
    // Firefox takes the device's time zone from its environment.
    env: profile.timeZone ? { ...process.env, TZ: profile.timeZone } : process.env,
    extraPrefsFirefox: {
      // Scrollbars over the page, as on a phone: a 390 px window is 390 px of page.
      'ui.useOverlayScrollbars': 1,
      'javascript.enabled': profile.scripts,
      // 0 dark, 1 light, 2 follow the system.
      'layout.css.prefers-color-scheme.content-override': profile.dark ? 0 : 1,
    },
  });
  return {
    engine: 'firefox',
    version: tool.version,
    async newPage(viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return new FirefoxPage(page, () => context.close());
    },
    close: () => browser.close(),
  };
}
