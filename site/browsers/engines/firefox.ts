import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { LibraryEnginePage } from './libraryPage';
import type { EngineTools } from './tools';
import type { EngineBrowser, Profile } from './types';

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (no geckodriver, nothing
 * downloaded). Scripts off and a dark device are preferences, so each profile is a browser of its
 * own; pages of one browser get a browser context each, so they share no storage.
 */
export async function launchFirefox(tool: EngineTools['firefox'], profile: Profile): Promise<EngineBrowser> {
  if (!tool.ok) throw new Error(`Firefox cannot run here: ${tool.reason}`);
  const browser = await puppeteer.launch({
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
      const tab = new LibraryEnginePage('firefox', page, {
        setViewport: (size) => page.setViewport(size),
        async chooseFile(css, path) {
          const input = await page.$(css);
          if (!input) throw new Error(`No file input ${css} on the page`);
          await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
        },
        close: () => context.close(),
        keys: { Space: ' ' },
      });
      page.on('console', (message) => {
        if (message.type() === 'error') tab.consoleProblems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => tab.consoleProblems.push(`pageerror: ${String(error)}`));
      return tab;
    },
    close: () => browser.close(),
  };
}
