import { chromium } from 'playwright';
import { chromiumArgs } from '../../../scripts/chromium';
import { withPatience } from '../../../scripts/patience';
import { axeEveryRule } from '../../e2e/axe';
import { LibraryEnginePage } from './libraryPage';
import type { EngineTools } from './tools';
import type { EngineBrowser, Profile } from './types';

/**
 * Debian's Chromium (the e2e suite's), driven by Playwright. A profile is a browser context, so
 * scripts off, a dark device and a time zone cost no second browser. Only Chromium runs axe, so a
 * journey's checkpoints get every axe rule here; the other engines pass them by.
 */
export async function launchChromium(
  tool: EngineTools['chromium'],
  profile: Profile,
): Promise<EngineBrowser> {
  if (!tool.ok) throw new Error(`Chromium cannot run here: ${tool.reason}`);
  const browser = withPatience(
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
      const page = await context.newPage();
      const tab = new LibraryEnginePage('chromium', page, {
        setViewport: (size) => page.setViewportSize(size),
        chooseFile: (css, path) => page.setInputFiles(css, path),
        close: () => context.close(),
        async checkpoint(what) {
          const violations = await axeEveryRule(page);
          if (violations.length > 0) throw new Error(`axe at ${what}: ${violations.join('; ')}`);
        },
      });
      page.on('console', (message) => {
        // Chromium reports a document that is not 200 (the not-found page's own 404) as a failed
        // load; a file that fails is reported by the in-page listener, in every engine.
        const url = message.location().url;
        const ownStatus = message.text().startsWith('Failed to load resource') && url === page.url();
        if (message.type() === 'error' && !ownStatus)
          tab.consoleProblems.push(`console: ${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => tab.consoleProblems.push(`pageerror: ${error.message}`));
      return tab;
    },
    close: () => browser.close(),
  };
}
