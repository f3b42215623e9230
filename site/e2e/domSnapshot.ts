import type { Page } from 'playwright';

/**
 * The document as a list of lines (one per element or text node, indented by depth), so two states
 * of a page can be compared line by line. Left out: ids and the attributes that point at them (React
 * and Preact generate different ones; danglingIdReferences checks they still resolve), what the
 * running page legitimately adds (the hydrated mark, the entrance animation's phase and styles, the
 * module preloads of the deferred hydration), and scripts (inline ones have run by then and Preact
 * drops them; a script is not content), and whatever matches a `skip` selector.
 */
export function snapshotDocument(page: Page, { skip = [] as string[] } = {}): Promise<string[]> {
  return page.evaluate((skipped) => {
    const ignored = new Set(['id', 'for', 'aria-controls', 'aria-labelledby', 'aria-describedby']);
    ignored.add('data-hydrated').add('data-reveal').add('style');
    const lines: string[] = [];
    const visit = (node: Node, depth: number): void => {
      const indent = ' '.repeat(depth);
      if (node instanceof Text) {
        const text = node.textContent.trim();
        if (text) lines.push(indent + JSON.stringify(text));
        return;
      }
      if (!(node instanceof Element) || node.localName === 'script') return;
      if (node.matches('link[rel="modulepreload"]') || skipped.some((selector) => node.matches(selector)))
        return;
      const attributes = [...node.attributes]
        .filter((attribute) => !ignored.has(attribute.name))
        .map((attribute) => `${attribute.name}=${attribute.value}`)
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
