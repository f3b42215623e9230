/**
 * react-dom/client for the preact/compat build (see preactClientPlugin.ts). React Router hydrates
 * the whole document (its root Layout renders <html>), but Preact renders into document.documentElement
 * when given `document` (preactjs/preact#3794), so it would build a second <html> inside the first,
 * re-insert every inline script (blocked by the CSP) and throw the prerendered DOM away. This hands
 * Preact a stand-in parent whose only child is the existing <html>, so hydration adopts it.
 */
import { createRoot, hydrateRoot as hydrateCompat } from 'preact/compat/client';
import type { ReactNode } from 'react';

function documentParent(): Element {
  const html = document.documentElement;
  const parent = {
    nodeType: 9,
    namespaceURI: null,
    firstChild: html,
    childNodes: [html],
    // Only reached if the <html> element itself were replaced, which hydration never does.
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node) => document.contains(node),
  };
  return parent as unknown as Element;
}

/**
 * Preact drops DOM nodes the client render does not produce, and the prerendered <head> has more
 * than React Router renders in the browser: React 19's hoisted preloads, the CSP <meta> the build adds,
 * stylesheets of chunks the client manifest does not list for the route. React keeps such nodes;
 * losing a stylesheet here unstyles part of the page (seen: the Hero's), so they are put back in the
 * same task, before the browser can paint.
 */
function keepHeadResources(hydrate: () => void) {
  const before = [...document.head.children];
  hydrate();
  before.forEach((node, index) => {
    if (node.isConnected || !node.matches('link[rel="stylesheet"], meta, link[rel="preload"]')) return;
    // Back where it was (stylesheets' order is their cascade): before the next node still there.
    const next = before.slice(index + 1).find((later) => later.parentNode === document.head);
    document.head.insertBefore(node, next ?? null);
  });
}

export function hydrateRoot(container: Element | Document, children: ReactNode) {
  if (container instanceof Element) return hydrateCompat(container, children);
  let root: ReturnType<typeof hydrateCompat> | undefined;
  keepHeadResources(() => {
    root = hydrateCompat(documentParent(), children);
  });
  return root;
}

export { createRoot };
