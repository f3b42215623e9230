/**
 * What the play function left on screen, checked again just before the screenshot. A layer is what
 * sits above the page and can come and go: anything fixed or sticky (a banner, a toast area, the
 * header) and anything open (a Radix toast, panel or dialog). Each one a person could see when the
 * play function ended must still be seen at the capture: in the page, with a size, not transparent,
 * and not under something else at its centre. If one is not, the capture fails with that, never with
 * a pixel diff of a picture without it (the preview banner's and a toast's stories were once captured
 * without the layer their play functions had just found).
 */
export interface LayerState {
  element: Element;
  /** How a reviewer finds it: tag, role or label, and the start of its text. */
  name: string;
  /** Why it cannot be seen, or undefined when it can. */
  unseen: string | undefined;
}

const layerCandidates = '[data-state="open"], [role="dialog"], [role="alertdialog"], [role="tooltip"]';

function isLayer(element: Element): boolean {
  if (element.matches(layerCandidates)) return true;
  const { position } = getComputedStyle(element);
  return position === 'fixed' || position === 'sticky';
}

function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.getAttribute('role') ?? '';
  const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
  return `<${element.tagName.toLowerCase()}${label ? ` "${label}"` : ''}>${text ? ` ${text}` : ''}`;
}

/** Why `element` cannot be seen now, or undefined. */
function whyUnseen(element: Element): string | undefined {
  if (!element.isConnected) return 'removed from the page';
  const box = element.getBoundingClientRect();
  // Visually hidden text (1 px, clipped) is for screen readers: never a layer a person sees.
  if (box.width <= 1 || box.height <= 1) return 'no size';
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.visibility === 'hidden') return `visibility hidden on ${nameOf(node)}`;
    if (Number(style.opacity) === 0) {
      const animations = node
        .getAnimations()
        .map(
          (a) =>
            `${a instanceof CSSAnimation ? a.animationName : 'animation'} ${a.playState} at ${String(a.currentTime)}`,
        );
      return `opacity 0 on ${nameOf(node)}${animations.length ? ` (${animations.join(', ')})` : ''}`;
    }
  }
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const top = document.elementFromPoint(x, y);
  // A centre outside the window cannot be looked at; its visibility above is all that is checked.
  if (top && top !== element && !element.contains(top) && !top.contains(element))
    return `covered at its centre by ${nameOf(top.closest('[role], aside, header, section, li, div') ?? top)}`;
  return undefined;
}

/** Every layer on the page now, and whether a person can see it. */
export function layersOnScreen(): LayerState[] {
  return [...document.body.querySelectorAll('*')]
    .filter(isLayer)
    .map((element) => ({ element, name: nameOf(element), unseen: whyUnseen(element) }));
}

/**
 * The layers that could be seen in `before` and cannot now, each said in a line, or [] when every one
 * is still seen.
 */
export function layersLost(before: readonly LayerState[]): string[] {
  return before
    .filter((layer) => layer.unseen === undefined)
    .flatMap((layer) => {
      const now = whyUnseen(layer.element);
      return now ? [`${layer.name}: ${now}`] : [];
    });
}

let atPlayEnd: LayerState[] = [];

/** Called as the play function ends (the project's afterEach runs before the a11y addon's). */
export function recordLayersAtPlayEnd(): void {
  atPlayEnd = layersOnScreen();
}

/** The layers recorded as the last play function ended. */
export const layersAtPlayEnd = (): readonly LayerState[] => atPlayEnd;
