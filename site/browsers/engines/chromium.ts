import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs } from '../../../scripts/chromium';
import { withPatience } from '../../../scripts/patience';
import { axeEveryRule } from '../../e2e/axe';
import { backThroughHistory } from './history';
import type { EngineTools } from './tools';
import type { EngineBrowser, EnginePage, KeyName, Profile, Viewport } from './types';

/**
 * Debian's Chromium (the e2e suite's), driven by Playwright. A profile is a browser context, so
 * scripts off, a dark device and a time zone cost no second browser. Only Chromium runs axe, so a
 * journey's checkpoints are checked here with every rule; the other engines pass them by.
 */

const keys: Record<KeyName, string> = {
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  Space: 'Space',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
};

class ChromiumPage implements EnginePage {
  readonly engine = 'chromium' as const;
  /** What the browser's own console and error reporting said (the in-page listener hears the rest). */
  readonly consoleProblems: string[] = [];

  constructor(private readonly page: Page) {
    page.on('console', (message) => {
      // Chromium reports the status of a document that is not 200 (the not-found page's own 404) as
      // a failed load; a file that fails is reported by the in-page listener in every engine.
      const ownStatus =
        message.text().startsWith('Failed to load resource') && message.location().url === page.url();
      if (message.type() === 'error' && !ownStatus)
        this.consoleProblems.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => this.consoleProblems.push(`pageerror: ${error.message}`));
  }

  async goto(url: string, until: 'load' | 'parsed' = 'load') {
    await this.page.goto(url, { waitUntil: until === 'load' ? 'load' : 'domcontentloaded' });
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // Sent as an expression, as the other engines send it: Playwright takes one argument.
    return this.page.evaluate<Awaited<R>>(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`);
  }

  async setViewport(viewport: Viewport) {
    await this.page.setViewportSize(viewport);
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
    return this.page.screenshot({ type: 'png' });
  }

  async checkpoint(what: string) {
    const violations = await axeEveryRule(this.page);
    if (violations.length > 0) throw new Error(`axe at ${what}: ${violations.join('; ')}`);
  }

  async close() {
    await this.page.context().close();
  }
}

export async function launchChromium(
  tool: EngineTools['chromium'],
  profile: Profile,
): Promise<EngineBrowser> {
  if (!tool.ok) throw new Error(`Chromium cannot run here: ${tool.reason}`);
  const browser: Browser = withPatience(
    await chromium.launch({ executablePath: tool.executable, args: chromiumArgs }),
  );
  return {
    engine: 'chromium',
    version: tool.version,
    async newPage(viewport) {
      const context = await browser.newContext({
        viewport,
        javaScriptEnabled: profile.scripts,
        colorScheme: profile.dark ? 'dark' : 'light',
        timezoneId: profile.timeZone,
      });
      return new ChromiumPage(await context.newPage());
    },
    close: () => browser.close(),
  };
}
