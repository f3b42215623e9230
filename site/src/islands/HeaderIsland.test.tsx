// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headerCta, mainNav } from '../content/navigation';
import { HeaderIsland } from './HeaderIsland';
import { islandTree } from './Island';

/**
 * The parts of the prerendered island that hydrate later: what each HydrateLater holds. React writes
 * a Suspense boundary (what HydrateLater renders) between `<!--$-->` and `<!--/$-->`; nothing else in
 * the header suspends.
 */
function laterParts(html: string): Element[][] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const walker = page.createTreeWalker(page.body, NodeFilter.SHOW_COMMENT);
  const parts: Element[][] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Comment).data !== '$') continue;
    const held: Element[] = [];
    for (let next = node.nextSibling; next && (next as Comment).data !== '/$'; next = next.nextSibling) {
      if (next instanceof Element) held.push(next);
    }
    parts.push(held);
  }
  return parts;
}

describe('HeaderIsland', () => {
  it('should hydrate each navigation, each desktop item and the contact button a task later, one element each', () => {
    const parts = laterParts(renderToString(islandTree(HeaderIsland, { currentPath: '/' })));

    // Preact keeps one prerendered node in place for a part that waits: each holds one element.
    expect(parts.every((held) => held.length === 1)).toBe(true);
    const elements = parts.flat();
    const desktop = elements.find((element) => element.querySelector('nav[aria-label="Main"]'));
    expect(desktop).toBeDefined();
    expect(elements.filter((element) => element.tagName === 'DETAILS')).toHaveLength(1);
    // The menu's items: every one but the contact item, which the button stands for.
    const items = elements.filter((element) => element.tagName === 'LI');
    expect(items).toHaveLength(mainNav.filter((item) => item.href !== headerCta.href).length);
    expect(items.every((item) => item.closest('nav[aria-label="Main"]'))).toBe(true);
    const contact = elements.filter((element) => element.matches(`a[href="${headerCta.href}"]`));
    expect(contact.map((link) => link.parentElement)).toEqual([desktop]);
  });
});
