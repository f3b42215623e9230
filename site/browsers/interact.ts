import type { EnginePage } from './engines/types';
import { waitFor } from './visit';

/**
 * An element as a visitor finds it: a CSS selector, and the words it shows (its rendered text, or
 * its aria-label for an icon control) when the selector alone matches several.
 */
export interface Target {
  css: string;
  text?: string;
}

/** The target as the run's output names it: its selector, and its text when it has one. */
const named = (target: Target) => `${target.css}${target.text ? ` "${target.text}"` : ''}`;

/**
 * The centre of the target in the viewport, once it is rendered (scrolled into view if asked). A
 * visitor can only press what they can see: when another layer lies over that point, it says which.
 */
async function centreOf(page: EnginePage, target: Target, scroll: boolean) {
  const point = await waitFor(
    page,
    named(target),
    (css, text, scrollTo) => {
      const element = [...document.querySelectorAll<HTMLElement>(css)].find(
        (e) =>
          e.getClientRects().length > 0 &&
          (text === null || e.innerText.trim() === text || e.getAttribute('aria-label') === text),
      );
      if (!element) return null;
      // Kept for the press that follows (see `guardPress`).
      (window as unknown as ArmedWindow).__engineSuiteAim = element;
      // At once: the page may ask for smooth scrolling, and the pointer must meet the element where it ends.
      if (scrollTo) element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, y);
      // What the pointer will meet there, also kept: where it is the target's own box (a hidden
      // native control under its styled one), a press on it is a press on the target.
      (window as unknown as ArmedWindow).__engineSuiteHit = top ?? undefined;
      const reachable =
        top !== null &&
        (element.contains(top) ||
          top.contains(element) ||
          (top instanceof HTMLLabelElement && top.control === element));
      const over = top?.closest('[aria-label], [role], header, footer, aside, section') ?? top;
      return {
        x,
        y,
        under: reachable
          ? null
          : `${over?.tagName.toLowerCase()} ${over?.getAttribute('aria-label') ?? ''}`.trim(),
      };
    },
    target.css,
    target.text ?? null,
    scroll,
  );
  if (point.under) throw new Error(`${page.engine}: ${named(target)} lies under ${point.under}`);
  return point;
}

/**
 * What a press's guard keeps: the layer that took the press, if one did, and whether it lies around the
 * target (the target moved from under the pointer, as a late stylesheet moves what follows it); and
 * how to take the guard off.
 */
interface PressGuard {
  taken: string | null;
  moved: boolean;
  disarm: () => void;
}

/** The page's window while the helper aims: the element it found, what lay at its centre, and the guard of its press. */
interface ArmedWindow {
  __engineSuiteAim?: Element;
  __engineSuiteHit?: Element;
  __engineSuitePress?: PressGuard;
}

/**
 * Arms the page for the next press: a press that starts anywhere but on the element just found (or
 * its label) is stopped before the page sees it, and what took it is kept. A layer can come over the
 * target between the helper finding it and the pointer arriving (the preview banner appears at the
 * foot of the screen once the backend answers, which a busy machine delays); a visitor would see it
 * come and press again, and the stopped press does nothing the page could notice. Playwright's click
 * checks its hit target the same way, which is why the e2e suite never needed this.
 */
const guardPress = (page: EnginePage) =>
  page.evaluate(() => {
    const armed = window as unknown as ArmedWindow;
    const aim = armed.__engineSuiteAim;
    const hit = armed.__engineSuiteHit;
    // What a press on the aim presses: the aim, or the control it is part of (an icon in a button).
    // Any other element around it is the page: a press there is one the target moved away from.
    const pressed = aim?.closest('a[href], button, label, summary, input, select, textarea') ?? aim;
    const onAim = (node: EventTarget | null) =>
      node instanceof Node &&
      pressed !== undefined &&
      (pressed.contains(node) || node === hit || (node instanceof HTMLLabelElement && node.control === aim));
    const events = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
    let foreign: boolean | undefined;
    const press: PressGuard = { taken: null, moved: false, disarm: () => undefined };
    const guard = (event: Event) => {
      foreign ??= !onAim(event.target);
      if (foreign) {
        // Named by the landmark or labelled part it belongs to, else by the element itself: never
        // an empty name in the run's output.
        const element = event.target instanceof Element ? event.target : null;
        const layer = element?.closest('[aria-label], [role], header, footer, aside, dialog') ?? element;
        if (press.taken === null) {
          press.taken =
            `${layer?.tagName.toLowerCase() ?? 'the page'} ${layer?.getAttribute('aria-label') ?? ''}`.trim();
          press.moved = aim !== undefined && element !== null && element.contains(aim);
        }
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      if (event.type === 'click') press.disarm();
    };
    press.disarm = () => {
      for (const type of events) removeEventListener(type, guard, true);
    };
    for (const type of events) addEventListener(type, guard, true);
    armed.__engineSuitePress = press;
  });

/** What took the last press instead of its target (null when the target had it, or the page moved on). */
const takenBy = (page: EnginePage) =>
  page
    .evaluate(() => {
      const press = (window as unknown as ArmedWindow).__engineSuitePress;
      press?.disarm();
      return press?.taken ? { layer: press.taken, moved: press.moved } : null;
    })
    // A link's press ends its document: it landed.
    .catch(() => null);

/** Presses at most this often when layers keep coming over the target; then the click fails, naming them. */
const pressesAtMost = 3;

/** Clicks the target with the pointer, where a visitor would: its centre. */
export async function click(page: EnginePage, target: Target) {
  const taken: string[] = [];
  while (taken.length < pressesAtMost) {
    const { x, y } = await centreOf(page, target, true);
    await guardPress(page);
    await page.pointer(x, y, true);
    const missed = await takenBy(page);
    if (missed === null) return;
    const { layer, moved } = missed;
    taken.push(layer);
    // Said in the run's output, so a layer that comes late, or a page that moves late, is seen often,
    // never silently absorbed.
    console.log(
      moved
        ? `${page.engine}: ${named(target)} moved as it was pressed (the press reached ${layer} around it); pressing again`
        : `${page.engine}: ${layer} came over ${named(target)} as it was pressed; pressing again`,
    );
  }
  throw new Error(`${page.engine}: every press on ${named(target)} was taken by ${taken.join(', ')}`);
}

/** Moves the pointer over the target, without scrolling (a hover menu opens where it is). */
export async function hover(page: EnginePage, target: Target) {
  const { x, y } = await centreOf(page, target, false);
  await page.pointer(x, y, false);
}

/** Puts keyboard focus on the target (as a Tab would land there), without a pointer. */
export async function focus(page: EnginePage, target: Target) {
  await centreOf(page, target, true);
  await page.evaluate(
    (css, text) => {
      [...document.querySelectorAll<HTMLElement>(css)]
        .find((e) => text === null || e.innerText.trim() === text || e.getAttribute('aria-label') === text)
        ?.focus();
    },
    target.css,
    target.text ?? null,
  );
}
