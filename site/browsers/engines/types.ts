/** The engines a journey runs in: Chromium (Playwright), Firefox ESR (BiDi), WebKitGTK (WebDriver). */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

/** How a browser is started: what a visitor's settings would be. */
export interface Profile {
  /** Scripts on (the default) or off, as a visitor who turned JavaScript off. */
  scripts: boolean;
  /** The device asks for dark (`prefers-color-scheme: dark`). */
  dark: boolean;
  /** The device's time zone (an IANA name), when the journey is about where its visitor is. */
  timeZone?: string;
}

export const defaultProfile: Profile = { scripts: true, dark: false };

/** Keys the journeys press; each engine maps them to its own codes. */
export type KeyName =
  'Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight';

/**
 * One tab of one engine, driven the way a visitor would: real pointer and keyboard input through
 * the browser's automation, scripts only to read what the page shows. Engine-specific code stays
 * behind this, so a journey is written once for every engine.
 */
export interface EnginePage {
  readonly engine: EngineName;
  /**
   * Loads a URL and waits for its load event, or only until its HTML is parsed (`'parsed'`): the
   * load event waits for every preloaded file, which a journey may be holding back on purpose.
   */
  goto(url: string, until?: 'load' | 'parsed'): Promise<void>;
  /** Runs a function in the page (it is sent as source text: it may use nothing from outside). */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** The size of the page's viewport (the window's inner size), as a phone's or a laptop's screen. */
  setViewport(viewport: Viewport): Promise<void>;
  /** Moves the pointer to a point of the viewport, and clicks there if asked. */
  pointer(x: number, y: number, click: boolean): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Types text into whatever has focus. */
  type(text: string): Promise<void>;
  back(): Promise<void>;
  /**
   * Chooses a file on this machine for the file input `css` finds, as a visitor picking it in the
   * browser's own dialog would (the dialog itself is the system's, which no driver can press).
   */
  chooseFile(css: string, path: string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /**
   * A state of the journey worth a deeper look where an engine can give one: Chromium runs every
   * axe rule on it and fails naming what it found; the other engines have no axe and pass it by.
   */
  checkpoint(what: string): Promise<void>;
  close(): Promise<void>;
}

/** A running browser of one engine and profile; pages opened from it share nothing stored. */
export interface EngineBrowser {
  readonly engine: EngineName;
  readonly version: string;
  newPage(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}
