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
 * axe's colour rules at the top of the page, then halfway down: the header is translucent once
 * scrolled. The header's background fades in and sections entering the view rise and fade in, so
 * each is measured in the colours they settle on, not a frame halfway through.
 */
export async function axeColoursTopAndScrolled(page: Page) {
  // A colour scheme switched on the loaded page fades the header's background across while its links
  // take their new ink at once: measured mid-fade, they failed contrast that the settled page passes.
  await animationsSettled(page);
  const top = await axeColours(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.waitForSelector('header[data-state="scrolled"]');
  await animationsSettled(page);
  const scrolled = await axeColours(page);
  return [
    ...summariseViolations(top.violations),
    ...summariseViolations(scrolled.violations).map((v) => `scrolled ${v}`),
  ];
}
