import type { EnginePage } from './engines/types';
import { waitFor } from './visit';

/*
 * What a visitor sees and hears of the page, read the same way in every engine: by script, after
 * the fact, and waited for as a state, never for a time.
 */

/** The focused element's rendered text (or aria-label), as a visitor hears which control has focus. */
export const focusedName = (page: EnginePage) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.innerText.trim() ?? '';
  });

/** An attribute of the first element matching the selector (null when absent). */
export const attributeOf = (page: EnginePage, css: string, name: string) =>
  page.evaluate(
    (selector, attribute) => document.querySelector(selector)?.getAttribute(attribute) ?? null,
    css,
    name,
  );

/** Waits until the attribute of the first element matching the selector has the value. */
export const waitForAttribute = (page: EnginePage, css: string, name: string, value: string | null) =>
  waitFor(
    page,
    `${css} [${name}=${value}]`,
    (selector, attribute, expected) => document.querySelector(selector)?.getAttribute(attribute) === expected,
    css,
    name,
    value,
  );

/** Waits for the next two frames: a visitor's next action comes at least that much later. */
export const nextFrames = (page: EnginePage) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The words of each element matching the selector that a visitor can see, in the page's order. */
export const shownTexts = (page: EnginePage, css: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
        .map((e) => e.innerText.trim()),
    css,
  );

/** Waits until the focused control is the one named so (its text, or its aria-label). */
export const waitForFocus = (page: EnginePage, name: string) =>
  waitFor(
    page,
    `${name} focused`,
    (wanted) => {
      const element = document.activeElement as HTMLElement | null;
      return (element?.getAttribute('aria-label') ?? element?.innerText.trim()) === wanted;
    },
    name,
  );

/**
 * Waits until an element shows these words (all its text, spaces collapsed, equal to `text` or
 * matching it), as Playwright's getByText finds it: on screen, or only in the page with `hidden`
 * (a live region's announcement, for the ear alone).
 */
export const waitForText = (page: EnginePage, text: string | RegExp, { hidden = false } = {}) =>
  waitFor(
    page,
    `the words ${String(text)}`,
    (source, flags, exact, anywhere) => {
      const matches = (words: string) =>
        exact === null ? new RegExp(source, flags).test(words) : words === exact;
      return [...document.body.querySelectorAll<HTMLElement>('*')].some(
        (element) =>
          matches(element.textContent.replace(/\s+/g, ' ').trim()) &&
          (anywhere ||
            (element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')),
      );
    },
    text instanceof RegExp ? text.source : '',
    text instanceof RegExp ? text.flags : '',
    typeof text === 'string' ? text : null,
    hidden,
  );
