import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy for the prerendered pages.
 *
 * React Router and React write inline scripts into every page (the router context, the module
 * imports, scroll restoration, streaming helpers) and their text changes with every build and
 * page. Rather than allow 'unsafe-inline', the build hashes each page's inline scripts into a
 * <meta http-equiv="Content-Security-Policy"> at the top of that page's <head>.
 *
 * A meta policy cannot carry frame-ancestors (nor report-uri or sandbox), so firebase.json sends a
 * second policy as a header with those. Browsers enforce both policies, so the header must not
 * restrict scripts itself (no script-src, no default-src) or it would block the hashed scripts.
 */

/** Where the contact form may send data: the same origin (local backend) and Firebase. */
export const connectSources = ["'self'", 'https://firestore.googleapis.com', 'https://*.cloudfunctions.net'];

export function pagePolicy(scriptHashes: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((h) => `'${h}'`)],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', ...connectSources],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

// Script elements without a src attribute. React escapes '</script' inside inline scripts, so the
// first closing tag ends the element.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Data blocks (JSON-LD) never run, so they need no hash. */
const isExecutable = (attributes: string) => {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript';
};

/** CSP source expressions ('sha256-…') for every executable inline script, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(inlineScript)]
    .filter(([, attributes = '']) => isExecutable(attributes))
    .map(([, , body = '']) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  return [...new Set(hashes)];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its policy as the first element after <meta charset> (the charset must stay in
 * the first bytes; the policy must precede every script).
 */
export function withCspMeta(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(pagePolicy(inlineScriptHashes(html)))}"/>`;
  const charset = /<meta charset="utf-8"\/>/i.exec(html);
  if (!charset) throw new Error('Prerendered page has no <meta charset>');
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}
