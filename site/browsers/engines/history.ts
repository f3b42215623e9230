import { pollUntil } from '../../../scripts/patience';
import type { EnginePage } from './types';

/**
 * Back, as the browser's Back button goes: from the page, then waiting until the document it goes
 * to has loaded. Not the driver's own Back, which waits for a load event, and a page restored from
 * the back/forward cache fires none. The page is told to go at once: with scripts off it runs no
 * timer, and the evaluation may end with its document.
 */
export async function backThroughHistory(page: EnginePage) {
  await page
    .evaluate(() => {
      (window as unknown as { __leftBehind: boolean }).__leftBehind = true;
      history.back();
    })
    .catch(() => undefined);
  await pollUntil(
    () =>
      page
        .evaluate(() => !('__leftBehind' in window) && document.readyState === 'complete')
        .catch(() => false),
    Boolean,
    `the page Back goes to, loaded (${page.engine})`,
    50,
  );
}
