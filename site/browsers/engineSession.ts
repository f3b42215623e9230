import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { launchChromium } from './engines/chromium';
import { launchFirefox } from './engines/firefox';
import { engineNames } from './engines/tools';
import { launchWebKit } from './engines/webkit';
import {
  defaultProfile,
  type EngineBrowser,
  type EngineName,
  type EnginePage,
  type Profile,
  type Viewport,
} from './engines/types';

/** Desktop, and a phone's width (and the smallest phone the layout promises to serve). */
export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };
export const smallPhone = { width: 320, height: 568 };

/** The engines this machine can run; the others are named "not run" at the start and end of the run. */
export const runnableEngines = (): EngineName[] =>
  engineNames.filter((name) => inject('engineTools')[name].ok);

function launch(engine: EngineName, profile: Profile): Promise<EngineBrowser> {
  const tools = inject('engineTools');
  if (engine === 'chromium') return launchChromium(tools.chromium, profile);
  return engine === 'firefox' ? launchFirefox(tools.firefox, profile) : launchWebKit(tools.webkit, profile);
}

/** Opens pages in the engine's running browser. */
export interface EngineTabs {
  /** A page for one test: closed after it. */
  newPage(viewport: Viewport): Promise<EnginePage>;
  /** A page the tests of the enclosing describe share, one after another: opened before them. */
  sharedPage(viewport: Viewport): () => EnginePage;
}

/**
 * A browser of `engine` for the tests of the enclosing describe: started before them, closed after;
 * every page a test opens is closed after it, passed or failed (WebKitWebDriver runs one session at
 * a time, so a page left open would fail every test after it).
 */
export function useEngine(engine: EngineName, profile: Profile = defaultProfile): EngineTabs {
  let browser: EngineBrowser | undefined;
  const open = new Set<EnginePage>();
  beforeAll(async () => {
    browser = await launch(engine, profile);
  });
  afterEach(async () => {
    const pages = [...open];
    open.clear();
    await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    sharedPage(viewport) {
      let shared: EnginePage | undefined;
      beforeAll(async () => {
        if (!browser) throw new Error(`${engine} did not start`);
        shared = await browser.newPage(viewport);
      });
      afterAll(async () => {
        await shared?.close();
      });
      return () => {
        if (!shared) throw new Error(`${engine}: the shared page did not open`);
        return shared;
      };
    },
    async newPage(viewport) {
      if (!browser) throw new Error(`${engine} did not start`);
      const page = await browser.newPage(viewport);
      const close = page.close.bind(page);
      open.add(page);
      return Object.assign(page, {
        close: async () => {
          open.delete(page);
          await close();
        },
      });
    },
  };
}

interface JourneyOptions {
  /** The visitor's settings (scripts, dark device, time zone); the default is scripts on, light. */
  profile?: Profile;
  /** Fewer engines than all, for a journey whose check one engine's own tools make elsewhere. */
  engines?: readonly EngineName[];
}

/**
 * A journey a visitor or staff member makes, written once: `tests` declares its tests, and they run
 * in every engine this machine has (each in a describe named `<engine>: <name>`), on a browser of
 * that engine started for them with the profile asked for.
 */
export function journey(name: string, tests: (browser: EngineTabs) => void, options: JourneyOptions = {}) {
  const engines = runnableEngines().filter((engine) => options.engines?.includes(engine) ?? true);
  describe.each(engines)(`%s: ${name}`, (engine) => {
    tests(useEngine(engine, options.profile));
  });
}
