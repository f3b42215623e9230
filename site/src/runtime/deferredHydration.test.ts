import { describe, expect, it } from 'vitest';
import { deferHydration } from './deferredHydration';

// What React Router 7 writes (trimmed to the parts the transform reads).
const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/a.css"/></head><body>',
  '<h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/Home-3.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-4.js");</script>',
  '</body></html>',
].join('');

describe('deferHydration', () => {
  const html = deferHydration(page);

  it('should drop the modulepreload links and keep the stylesheet', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
  });

  it('should import the same modules, map the route modules and start the entry, on demand', () => {
    expect(html).toContain(
      'import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/Home-3.js")',
    );
    expect(html).toContain('const [, route0, route1] = await Promise.all([');
    expect(html).toContain('window.__reactRouterRouteModules = {"root":route0,"home":route1};');
    expect(html).toContain('await import("/assets/entry.client-4.js");');
    expect(html).toContain('["/assets/manifest-1.js","/assets/root-2.js"]');
    // The chunks are evaluated one per task, before the entry.
    expect(html).toContain(
      'for (const href of ["/assets/manifest-1.js","/assets/root-2.js"]) {\n    await import(href);\n    await nextTask();',
    );
    expect(html).toContain("addEventListener('load', afterPaint, { once: true })");
    expect(html).toContain("observer.observe({ type: 'paint', buffered: true });");
    expect(html).not.toMatch(/^import /m);
  });

  it('given a page whose bootstrap changed shape, should fail the build', () => {
    expect(() => deferHydration(page.replace('import("/assets/entry.client-4.js");', ''))).toThrow(
      /changed shape/,
    );
    expect(() => deferHydration('<html></html>')).toThrow(/found 0/);
  });
});
