/**
 * The two reference pages the benchmark measures each route against, served by the same server in
 * the same run: the route's zero-JavaScript twin (what its HTML costs without any script) and the
 * limit page (what a hand-written single file costs: the floor no framework can beat).
 */

const scripts = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
const modulePreloads = /<link\b[^>]*rel="modulepreload"[^>]*\/?>/g;

/**
 * The same prerendered HTML with every script and module preload removed (JSON-LD stays: it is data,
 * and the browser never runs it). The CSP meta's hashes name scripts that are gone, which is harmless.
 */
export function zeroJsTwin(html: string): string {
  return html.replace(scripts, '').replace(modulePreloads, '');
}

/** A page's web font as its HTML carries it: the preload links and the @font-face rules. */
export interface PageFont {
  preloads: string[];
  faces: string[];
}

const fontPreload = /<link\b[^>]*rel="preload"[^>]*as="font"[^>]*\/?>/g;
const fontFace = /@font-face\{[^}]*\}/g;

/** The font a prerendered page carries: its font preloads, and the faces its critical CSS declares. */
export function fontOf(html: string): PageFont {
  return { preloads: html.match(fontPreload) ?? [], faces: html.match(fontFace) ?? [] };
}

/**
 * The page's font stack from its faces: the web fonts (a url() source) first, then the local
 * fallbacks (the metric-matched one), then the system's, as the site's own stack orders them.
 */
export function fontStack({ faces }: PageFont): string {
  const family = (face: string) => /font-family:\s*([^;}]+)/.exec(face)?.[1]?.trim() ?? '';
  const web = faces.filter((face) => face.includes('url(')).map(family);
  const local = faces.filter((face) => !face.includes('url(')).map(family);
  return [...new Set([...web, ...local])]
    .filter(Boolean)
    .map((name) => `"${name.replace(/^["']|["']$/g, '')}"`)
    .concat('system-ui', 'sans-serif')
    .join(',');
}

/**
 * A hand-written page shaped like the home page's first screen (a header, a hero with a heading, a
 * paragraph and two calls to action, three cards) in one file: inline CSS, no script, and the site's
 * own brand font loaded the site's way (the same preload and @font-face rules, `font-display: swap`
 * from the metric-matched fallback). The typeface is part of the design, not an optional extra: the
 * floor to measure against is the fastest page that still looks like the brand.
 */
export function limitPage(font: PageFont): string {
  const card = (title: string) =>
    `<li><h3>${title}</h3><p>One system for orders, payments and the kitchen, so service keeps moving on a busy night.</p></li>`;
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Limit page</title><meta name="description" content="The benchmark's hand-written limit page.">
${font.preloads.join('')}
<style>${font.faces.join('')}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 ${fontStack(font)};color:#14213d;background:#fff}
header{display:flex;justify-content:space-between;align-items:center;padding:16px 24px;border-bottom:1px solid #e5e7eb}
header a{color:inherit;text-decoration:none;font-weight:700}nav a{margin-left:16px;font-weight:500}
.hero{padding:64px 24px;background:#0b1f3a;color:#fff}.hero h1{font-size:clamp(2rem,6vw,3.5rem);line-height:1.1;margin:0 0 16px}
.hero p{font-size:1.25rem;max-width:40rem;margin:0 0 24px}.cta{display:inline-block;padding:12px 20px;border-radius:8px;background:#f59e0b;color:#0b1f3a;font-weight:700;text-decoration:none;margin-right:12px}
ul{list-style:none;display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));padding:48px 24px;margin:0}
li{border:1px solid #e5e7eb;border-radius:12px;padding:24px}h3{margin:0 0 8px}footer{padding:24px;background:#f3f4f6}
</style></head><body>
<header><a href="/">Rico Technologies</a><nav><a href="/services">Services</a><a href="/about">About</a><a href="/contact">Contact</a></nav></header>
<main><section class="hero"><h1>Restaurant Tech. Retail Speed. Real Results.</h1>
<p>EPOS, table ordering and kitchen displays that keep service moving, and the marketing that fills the tables.</p>
<a class="cta" href="/contact">Request a Demo</a><a class="cta" href="/services">Our Services</a></section>
<ul>${['EPOS & Table Ordering', 'Kitchen Displays', 'SEO & Digital Marketing'].map(card).join('')}</ul></main>
<footer><p>Rico Technologies, United Kingdom</p></footer>
</body></html>
`;
}
