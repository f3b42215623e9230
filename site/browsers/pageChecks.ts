import type { EnginePage } from './engines/types';
import { waitFor } from './visit';

/** How far the page reaches past the viewport's right edge (0 when nothing overflows sideways). */
export const sidewaysOverflow = (page: EnginePage) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Scrolls through the whole page a screen at a time, as a reader does, so every entrance that waits
 * for its section to come into view has its turn, then back to the top.
 */
export async function scrollThrough(page: EnginePage) {
  await page.evaluate(async () => {
    // Two frames: an IntersectionObserver reports at the next rendering update after a scroll.
    const pause = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await pause();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await pause();
  });
}

/**
 * The elements with text of their own that a visitor cannot see: fully transparent or hidden,
 * though not deliberately hidden from everyone (display: none) or visually hidden for screen readers.
 */
const findInvisibleText = (page: EnginePage) =>
  page.evaluate(() => {
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const seen = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.opacity === '0' || style.visibility === 'hidden') return false;
      }
      return true;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => hasOwnText(element) && element.getClientRects().length > 0)
      .filter((element) => element.getBoundingClientRect().width > 1)
      .filter((element) => !seen(element))
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent.trim().slice(0, 40)}`);
  });

/**
 * Whether the page's motion is at rest, as far as the view goes: no entrance waits hidden in view
 * (its observer's report is still to come), every entrance that began has its elements at full
 * opacity (its code loaded, its animation played), and no animation that ends is still running (a
 * staggered row's later items wait out their delay as running animations; a colour fading across
 * is a transition). Sent to the page as source text: it uses nothing from outside.
 */
export function entrancesAtRest(): boolean {
  const inView = (element: Element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return bottom > 0 && top < window.innerHeight;
  };
  const reveals = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
  if (reveals.some((element) => element.dataset.reveal === 'waiting' && inView(element))) return false;
  const targets = reveals
    .filter((element) => element.dataset.reveal === 'entering')
    .flatMap((element) => (element.dataset.revealStep ? [...element.children] : [element]));
  if (targets.some((target) => getComputedStyle(target).opacity !== '1')) return false;
  return !document
    .getAnimations()
    .some(
      (animation) =>
        animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
    );
}

/** Text left invisible once the entrances in view have ended. */
export async function invisibleText(page: EnginePage): Promise<string[]> {
  await waitFor(page, 'the entrances in view to end', entrancesAtRest);
  return findInvisibleText(page);
}

/**
 * The controls a visitor cannot reach because a layer lies over them. Each control inside `scope`
 * is scrolled into view as a visitor would bring it (its scrolling box and the page), then the
 * element at its centre must be the control itself: anything else there (a fixed banner, a toast,
 * the sticky header) hides it. Controls not rendered (a closed menu) and visually hidden ones (the
 * skip link until focused) are not the visitor's to reach, and are left out.
 */
export function hiddenControlsIn(scopeCss: string): string[] {
  const controls = document.querySelectorAll<HTMLElement>(
    `${scopeCss} :is(a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"]))`,
  );
  const hidden: string[] = [];
  const start = window.scrollY;
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
    if (control.closest('[aria-hidden="true"], [inert]')) continue;
    control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const { left, top, width, height } = control.getBoundingClientRect();
    const x = left + width / 2;
    const y = top + height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
    const atCentre = document.elementFromPoint(x, y);
    if (atCentre && (control.contains(atCentre) || atCentre.contains(control))) continue;
    // A label names its own control: a click on it reaches the control.
    if (atCentre instanceof HTMLLabelElement && atCentre.control === control) continue;
    const name = (control.getAttribute('aria-label') ?? control.innerText).trim();
    // Named by the layer on top: its label (the cookie banner's region, a toast) or its element.
    const over = atCentre?.closest('[aria-label], [role], header, footer, section, aside') ?? atCentre;
    const label = over?.getAttribute('aria-label');
    const layer = `${over?.tagName.toLowerCase() ?? 'nothing'}${label ? ` "${label}"` : ''}`;
    hidden.push(`${control.tagName.toLowerCase()} "${name.slice(0, 40)}" under ${layer}`);
  }
  window.scrollTo({ top: start, behavior: 'instant' });
  return hidden;
}

/** hiddenControlsIn, run in an engine's page. */
export const hiddenControls = (page: EnginePage, scope = 'body') => page.evaluate(hiddenControlsIn, scope);
