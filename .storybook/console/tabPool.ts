import type { Browser, Page } from 'playwright';
import { newStoryTab } from './openStory';

/** A few tabs of one browser, lent to one story at a time: stories run side by side, one per tab. */
export async function tabPool(browser: Browser, size: number) {
  const free: Page[] = await Promise.all(Array.from({ length: size }, () => newStoryTab(browser)));
  const waiting: ((page: Page) => void)[] = [];
  return async function withTab<T>(run: (page: Page) => Promise<T>): Promise<T> {
    const page = free.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
    try {
      return await run(page);
    } finally {
      const next = waiting.shift();
      if (next) next(page);
      else free.push(page);
    }
  };
}
