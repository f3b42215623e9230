import type { WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { WebKitPage } from './webkit';

/** A session whose driver takes every command and answers none, as WebKitWebDriver now and then does. */
const silentDriver = () => {
  const never = () => new Promise<never>(() => undefined);
  return { executeScript: never, get: never, quit: never, takeScreenshot: never } as unknown as WebDriver;
};

describe('a WebKit page whose driver stops answering', () => {
  it('should fail the command within the deadline, naming it, and ask for a fresh driver', async () => {
    let hangs = 0;
    const page = new WebKitPage(silentDriver(), () => (hangs += 1), 200);
    await expect(page.evaluate(() => document.title)).rejects.toThrow(
      'WebKitWebDriver running a script: no answer in 0.2 s',
    );
    await expect(page.close()).rejects.toThrow('closing the session');
    expect(hangs).toBe(2);
  });
});

describe('a WebKit page whose driver loses one read of a page as it opens', () => {
  it('should ask again and open the page, without taking the driver for hung', async () => {
    let hangs = 0;
    let scripts = 0;
    // The first script (marking the old document) is answered, the first read of the new one is lost,
    // and every later read says the document is ready.
    const driver = {
      get: () => Promise.resolve(),
      executeScript: () => {
        scripts += 1;
        return scripts === 2 ? new Promise<never>(() => undefined) : Promise.resolve(true);
      },
    } as unknown as WebDriver;
    const page = new WebKitPage(driver, () => (hangs += 1), 2000, 50);
    await page.goto('http://127.0.0.1/about');
    expect(hangs).toBe(0);
  });
});
