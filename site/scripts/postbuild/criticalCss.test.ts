import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { criticalCssSlot, noScriptStylesheetSlot } from '../../src/seo/criticalCss';
import { withCriticalCss } from './criticalCss';

let clientDir: string;
beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'rico-critical-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'assets', 'ui-1.css'),
    [
      '@font-face{font-family:Body;src:url(/assets/body.woff2)}',
      '.hero{color:red}',
      '.toast{color:blue}',
      '.menu[open]{display:block}',
      '@media (min-width:900px){.hero{color:green}}',
    ].join(''),
  );
});
afterEach(() => {
  rmSync(clientDir, { recursive: true, force: true });
});

const page = `<!DOCTYPE html><html><head>${criticalCssSlot}${noScriptStylesheetSlot}</head><body><h1 class="hero">Hi</h1><details class="menu"></details></body></html>`;

describe('withCriticalCss', () => {
  it('should inline the rules the page uses, the font faces and reachable states, and link the rest for no-script', async () => {
    const html = await withCriticalCss(page, clientDir);
    const inlined = /<style data-critical-css="">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inlined).toContain('@font-face{font-family:Body');
    expect(inlined).toContain('.hero{color:red}');
    expect(inlined).toMatch(/@media \(min-width:\s?900px\)\{\.hero\{color:green\}\}/);
    expect(inlined).toContain('.menu[open]{display:block}');
    expect(inlined).not.toContain('.toast');
    expect(html).toContain(
      '<noscript data-stylesheet=""><link rel="stylesheet" href="/assets/ui-1.css"/></noscript>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>(?!<\/noscript>)/);
  });

  it("should link an island's own stylesheet whole on the pages that have the island, and on no other", async () => {
    writeFileSync(join(clientDir, 'assets', 'inbox-2.css'), '.inbox-row{color:teal}');
    const inboxPage = page.replace(
      '</body>',
      '<div data-island="inbox"><p class="inbox-row">x</p></div></body>',
    );
    const html = await withCriticalCss(inboxPage, clientDir);
    expect(html).toContain(
      '</style><link rel="stylesheet" href="/assets/inbox-2.css" data-island-stylesheet=""/>',
    );
    expect(html).not.toContain('.inbox-row{color:teal}');
    expect(html).toContain('<noscript data-stylesheet=""><link rel="stylesheet" href="/assets/ui-1.css"/>');
    expect(await withCriticalCss(page, clientDir)).not.toContain('inbox-2.css');
  });

  it('should refuse a page without the slots', async () => {
    await expect(withCriticalCss('<html><head></head></html>', clientDir)).rejects.toThrow(
      /no stylesheet slots/,
    );
  });
});
