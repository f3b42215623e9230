import { pollUntil } from '../../../scripts/patience';
import type { EngineName, EnginePage, KeyName, Viewport } from './types';

/**
 * What the journeys use of a Playwright page (Chromium's) and of a puppeteer one (Firefox's): the two
 * libraries give it the same shape, so one class drives both, and each engine's adapter adds what
 * differs (how the viewport is set and the page closed, what a checkpoint checks).
 */
export interface LibraryPage {
  goto(url: string, options: { waitUntil: 'load' | 'domcontentloaded' }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  readonly mouse: { click(x: number, y: number): Promise<void>; move(x: number, y: number): Promise<void> };
  readonly keyboard: { press(key: string): Promise<void>; type(text: string): Promise<void> };
  screenshot(options: { type: 'png' }): Promise<Uint8Array>;
}

/** What one engine's adapter does its own way. */
export interface LibraryAdapter {
  setViewport(viewport: Viewport): Promise<void>;
  close(): Promise<void>;
  checkpoint?(what: string): Promise<void>;
  /** Each library sets a file input its own way (Playwright by selector, puppeteer on a handle). */
  chooseFile(css: string, path: string): Promise<void>;
  /** The library's own name for a key, where it is not the journey's (puppeteer's Space is ' '). */
  keys?: Partial<Record<KeyName, string>>;
}

/** A tab driven through Playwright or puppeteer. */
export class LibraryEnginePage implements EnginePage {
  /** What the browser's own console and error reporting said (the in-page listener hears the rest). */
  readonly consoleProblems: string[] = [];

  constructor(
    readonly engine: EngineName,
    private readonly page: LibraryPage,
    private readonly adapter: LibraryAdapter,
  ) {}

  async goto(url: string, until: 'load' | 'parsed' = 'load') {
    await this.page.goto(url, { waitUntil: until === 'load' ? 'load' : 'domcontentloaded' });
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // As source text, as WebKit's driver takes it too: the libraries pass arguments each its own way.
    return this.page.evaluate(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`) as Promise<
      Awaited<R>
    >;
  }

  setViewport(viewport: Viewport) {
    return this.adapter.setViewport(viewport);
  }

  async pointer(x: number, y: number, click: boolean) {
    if (click) await this.page.mouse.click(x, y);
    else await this.page.mouse.move(x, y);
  }

  press(key: KeyName) {
    return this.page.keyboard.press(this.adapter.keys?.[key] ?? key);
  }

  type(text: string) {
    return this.page.keyboard.type(text);
  }

  async back() {
    // From the page, as the browser's Back button goes: the libraries' own goBack waits for a load
    // event, and a page restored from the back/forward cache fires none. Told to go at once: with
    // scripts off the page runs no timer, and the evaluation may end with its document.
    await this.evaluate(() => {
      (window as unknown as { __leftBehind: boolean }).__leftBehind = true;
      history.back();
    }).catch(() => undefined);
    await pollUntil(
      () =>
        this.evaluate(() => !('__leftBehind' in window) && document.readyState === 'complete').catch(
          () => false,
        ),
      Boolean,
      `the page Back goes to, loaded (${this.engine})`,
      50,
    );
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  chooseFile(css: string, path: string) {
    return this.adapter.chooseFile(css, path);
  }

  async checkpoint(what: string) {
    await this.adapter.checkpoint?.(what);
  }

  close() {
    return this.adapter.close();
  }
}
