import { describe, expect, inject, it } from 'vitest';
import { answeredWithin, waitAtMostMs } from '../../../scripts/patience';
import { runnableEngines } from '../engineSession';
import { openWebKitSession, startDriver } from './webkit';

/*
 * Each WebKit page is a session of its own: a MiniBrowser window that opens as the last one closes.
 * A MiniBrowser that cannot open its display dies at once ("cannot open display"), and the driver
 * then waits for it for ever. Sessions opened back to back, each loading a page and closing, met that
 * at the 3rd to the 42nd session in eight tries of nine (the ninth at the 90th).
 */
describe.each(runnableEngines().filter((engine) => engine === 'webkit'))('%s driver', () => {
  it('should open 60 sessions back to back, each as it is asked', async () => {
    const tool = inject('engineTools').webkit;
    if (!tool.ok) throw new Error(tool.reason);
    const driver = await startDriver(tool);
    const opened: number[] = [];
    try {
      for (let session = 1; session <= 60; session += 1) {
        const page = await answeredWithin(
          openWebKitSession(driver.url, tool),
          () => new Error(`session ${session} did not open in ${waitAtMostMs / 1000} s`),
          waitAtMostMs,
        );
        await page.get('about:blank');
        await page.quit();
        opened.push(session);
      }
    } finally {
      driver.stop();
    }
    expect(opened).toHaveLength(60);
  });
});
