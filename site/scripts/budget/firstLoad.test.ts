import { describe, expect, it } from 'vitest';
import { pageAssets, staticImports } from './firstLoad';

describe('pageAssets', () => {
  it('should list stylesheets without React Router’s # mark, preloads and the chunks the boot script names', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/a.css#"/><link rel="modulepreload" href="/assets/m.js"/>',
      '<script type="application/ld+json">{"url":"/x.js"}</script>',
      '<script type="module">for (const href of ["/assets/r.js"]) {}',
      'Promise.all([import("/assets/m.js"), import("/assets/r.js")]); import("/assets/entry.js");</script>',
    ].join('');
    expect(pageAssets(html)).toEqual({
      scripts: ['/assets/m.js', '/assets/r.js', '/assets/entry.js'],
      styles: ['/assets/a.css'],
    });
  });
});

describe('staticImports', () => {
  it('should follow static imports relative to the chunk and ignore dynamic ones', () => {
    const code = 'import{a as b}from"./jsx-1.js";import"./side-2.js";const l=()=>import("./lazy-3.js");';
    expect(staticImports(code, '/assets/root-0.js')).toEqual(['/assets/jsx-1.js', '/assets/side-2.js']);
  });
});
