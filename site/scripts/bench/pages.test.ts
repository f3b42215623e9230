import { describe, expect, it } from 'vitest';
import { fontOf, limitPage } from './pages';

// Shaped like a prerendered page's head: the font preload, then the critical CSS with its faces.
const home = `<head><link rel="preload" as="font" type="font/woff2" href="/assets/brand-1a2b.woff2" crossorigin="anonymous"/>
<style data-critical-css="">@font-face{src:local(Arial);size-adjust:100.72%;font-family:_fallback0}@font-face{font-family:Brand Variable;font-display:swap;src:url(/assets/brand-1a2b.woff2)format("woff2")}.a{color:red}</style></head>`;

describe('the limit page', () => {
  it("should carry the site's font as the site does: preloaded, declared, brand first and the metric-matched fallback next", () => {
    const page = limitPage(fontOf(home));
    expect(page).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/brand-1a2b.woff2" crossorigin="anonymous"/>',
    );
    expect(page).toContain('font-display:swap;src:url(/assets/brand-1a2b.woff2)');
    expect(page).toContain('font:16px/1.5 "Brand Variable","_fallback0",system-ui,sans-serif;');
  });
});
