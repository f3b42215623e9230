import type { MetaDescriptor } from 'react-router';
import { useMatches } from 'react-router';
import { isPageHandle } from './pageHandle';
import { pageMeta } from './pageMeta';

// As React Router's <Meta> escapes JSON-LD, so the prerendered head stays byte for byte the same.
const scriptEscapes: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const escapeScript = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => scriptEscapes[c] ?? c);

function HeadTag({ descriptor }: { descriptor: MetaDescriptor }) {
  const fields = descriptor as Record<string, unknown>;
  if ('title' in fields) return <title>{String(fields.title)}</title>;
  if ('script:ld+json' in fields) {
    const json = escapeScript(JSON.stringify(fields['script:ld+json']));
    return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
  }
  const { tagName, ...attributes } = fields;
  return tagName === 'link' ? <link {...attributes} /> : <meta {...attributes} />;
}

/**
 * The page's own path, which its canonical link names: the route's path as matched (the route table
 * is not read here, so no page downloads every route's content with it). The not-found page, served
 * at any address, has none.
 */
function canonicalOf(leaf: { id: string; pathname: string }): string | undefined {
  if (leaf.id === 'not-found') return undefined;
  return leaf.pathname.length > 1 ? leaf.pathname.replace(/\/+$/, '') : '/';
}

/**
 * The current page's <head> tags, rendered where React Router's <Meta> would put them. The leaf
 * route's module hands over its content through its `handle`; here, once for every page, that
 * becomes the title, description, canonical link, social tags and structured data.
 */
export function PageHead() {
  const leaf = useMatches().at(-1);
  const meta = leaf && isPageHandle(leaf.handle) ? leaf.handle.metaFor(leaf.id) : undefined;
  if (!leaf || !meta) {
    // Prerendering a page without content fails the build. In the browser the router can render once
    // before a lazily loaded route module (and so its handle) is there: no tags until it is.
    if (import.meta.env.SSR) {
      throw new Error(`Route "${String(leaf?.id)}" has no page content: export a pageHandle as its handle`);
    }
    return null;
  }
  return pageMeta(meta, canonicalOf(leaf)).map((descriptor) => (
    <HeadTag key={JSON.stringify(descriptor)} descriptor={descriptor} />
  ));
}
