import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright';
import { entrancesAtRest } from '../browsers/pageChecks';

/** axe's rules whose verdict a colour can change: text contrast, and links told from the text around them. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** Each violation as its rule and the elements it found there, so a failing test names them. */
export const summariseViolations = (violations: readonly { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

/** Every axe rule on the page as it is now. */
export const axeEveryRule = async (page: Page) =>
  summariseViolations((await new AxeBuilder({ page }).analyze()).violations);

const axeColours = (page: Page) => new AxeBuilder({ page }).withRules(colourRules).analyze();

/** Waits until the entrances in view have ended and no fade is under way (see entrancesAtRest). */
const animationsSettled = (page: Page) => page.waitForFunction(entrancesAtRest);

/**
 * axe's colour rules halfway down the page, where the header has turned translucent over the page's
 * own content: the one state of a page that no story shows (the story projects check every page's
 * story in the dark theme at the top, at both widths). The header's background fades in and
 * sections entering the view rise and fade in, so they are measured in the colours they settle on,
 * not a frame halfway through.
 */
export async function axeColoursScrolled(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.waitForSelector('header[data-state="scrolled"]');
  // A colour scheme switched on the loaded page fades the header's background across while its links
  // take their new ink at once: measured mid-fade, they failed contrast that the settled page passes.
  await animationsSettled(page);
  return summariseViolations((await axeColours(page)).violations).map((v) => `scrolled ${v}`);
}
