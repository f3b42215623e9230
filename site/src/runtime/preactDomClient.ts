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
    // An element, not a document: given a document (nodeType 9), Preact 11 renders into its
    // documentElement, which is the very nesting this stand-in avoids.
    nodeType: 1,
    namespaceURI: null,
    firstChild: html,
    childNodes: [html],
    // The only two parent methods Preact calls, and only if the <html> element itself were
    // replaced, which hydration never does.
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    removeChild: (node: Node) => document.removeChild(node),
  };
  return parent as unknown as Element;
}

export function hydrateRoot(container: Element | Document, children: ReactNode) {
  if (container instanceof Element) return hydrateCompat(container, children);
  return hydrateCompat(documentParent(), children);
}

export { createRoot };
