import type { Page } from 'playwright';

/**
 * The document as a list of lines (one per element or text node, indented by depth), so two states
 * of a page can be compared line by line, every attribute included. Ids the runtime generates
 * (React's and Preact's useId differ) are numbered in document order, in the id and in every
 * attribute that points at one; style attributes are compared as the browser reads them. Left out:
 * what the running page legitimately adds (the hydrated mark, the entrance animation's phase and
 * inline styles, the cookie banner's space on <html> and <body>, the module preloads of the deferred
 * hydration, the stylesheet added after it), scripts (inline ones have run by then and
 * a script is not content) and whatever matches a `skip` selector.
 */
export function snapshotDocument(page: Page, { skip = [] as string[] } = {}): Promise<string[]> {
  return page.evaluate((skipped) => {
    // React's useId (_R_…_, «r0», :r0:) and Preact's (P0-1), also inside ids like Radix's radix-_R_1_-trigger.
    const generatedId = /_R_\w*_|«[^»]*»|:r\w+:|\bP\d+-\d+/;
    const references = new Set(['id', 'for', 'aria-controls', 'aria-labelledby', 'aria-describedby']);
    const numbered = new Map<string, string>();
    for (const element of document.querySelectorAll('[id]')) {
      if (generatedId.test(element.id) && !numbered.has(element.id))
        numbered.set(element.id, `(generated id ${numbered.size + 1})`);
    }
    const value = (element: Element, attribute: Attr) =>
      attribute.name === 'style' && element instanceof HTMLElement
        ? element.style.cssText
        : references.has(attribute.name)
          ? attribute.value
              .split(/\s+/)
              .map((token) => numbered.get(token) ?? (generatedId.test(token) ? '(dangling id)' : token))
              .join(' ')
          : attribute.value;
    // Radix sizes its hidden native inputs to their control once mounted.
    const styledAtRuntime = '[data-reveal], html, body, input[aria-hidden="true"]';
    const ignored = (element: Element, name: string) =>
      name === 'data-hydrated' ||
      name === 'data-reveal' ||
      (name === 'style' && element.matches(styledAtRuntime)) ||
      (element instanceof HTMLInputElement && (name === 'value' || name === 'checked'));
    // A form control's value and checkedness as the browser reads them: React writes them as
    // attributes, Preact as properties (a checkbox without a value attribute has the value "on").
    const controlState = (element: Element) =>
      element instanceof HTMLInputElement
        ? [
            `value=${element.value}`,
            ...(/checkbox|radio/.test(element.type) ? [`checked=${element.checked}`] : []),
          ]
        : [];
    // The module preloads of the deferred hydration, the stylesheet added after hydration.
    // The full stylesheet goes at the end of <body>, or just before an island's own stylesheet in
    // <head> (src/seo/criticalCss.tsx) where the page has one.
    const addedByThePage = (element: Element) =>
      element.matches(
        'link[rel="modulepreload"], body > link[rel="stylesheet"], link[rel="stylesheet"]:has(+ link[data-island-stylesheet])',
      );
    const lines: string[] = [];
    const visit = (node: Node, depth: number): void => {
      const indent = ' '.repeat(depth);
      if (node instanceof Text) {
        const text = node.textContent.trim();
        if (text) lines.push(indent + JSON.stringify(text));
        return;
      }
      if (!(node instanceof Element) || node.localName === 'script') return;
      if (addedByThePage(node) || skipped.some((selector) => node.matches(selector))) return;
      const attributes = [...node.attributes]
        .filter((attribute) => !ignored(node, attribute.name))
        .map((attribute) => `${attribute.name}=${value(node, attribute)}`)
        .concat(controlState(node))
        .sort();
      lines.push(`${indent}<${node.localName} ${attributes.join(' ')}>`);
      node.childNodes.forEach((child) => {
        visit(child, depth + 1);
      });
    };
    visit(document.documentElement, 0);
    return lines;
  }, skip);
}

/**
 * Makes the page render its islands on the client from nothing instead of hydrating them: hydration
 * keeps the prerendered attributes as they are (Preact skips them; React reports only some), so only
 * a fresh render shows what the client would make of them. Each island's root is emptied once the
 * HTML is parsed (before hydration, which waits for the first paint or the first input); the rest of
 * the page is HTML the browser never renders.
 */
export async function renderIslandsOnTheClient(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const root of document.querySelectorAll('[data-island]')) root.replaceChildren();
    });
  });
}

/** `for`/`aria-*` references whose id is not in the document (a closed Radix menu's is not, by design). */
export function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dangling: string[] = [];
    for (const attribute of ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        const closedMenu = attribute === 'aria-controls' && element.getAttribute('aria-expanded') === 'false';
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id) && !closedMenu)
            dangling.push(`${element.localName} ${attribute}=${id}`);
        }
      }
    }
    return dangling;
  });
}
