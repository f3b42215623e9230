import type { Environment } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, compileHintsPlugin } from './compileHints';

const plugin = compileHintsPlugin();
type Bundle = Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string }>;
const generateBundle = (
  plugin.generateBundle as unknown as { handler: (options: unknown, bundle: Bundle) => void }
).handler;

describe('compileHintsPlugin', () => {
  it("should put the engine's compile hint on the first line of every browser chunk, after Vite's own additions", () => {
    const bundle: Bundle = {
      'assets/entry.js': { type: 'chunk', code: 'const __vite__mapDeps=(i)=>i;export{};' },
      'assets/style.css': { type: 'asset', source: 'a{}' },
    };
    generateBundle({}, bundle);
    expect(bundle['assets/entry.js']).toEqual({
      type: 'chunk',
      code: `${compileHint}\nconst __vite__mapDeps=(i)=>i;export{};`,
    });
    expect(bundle['assets/style.css']).toEqual({ type: 'asset', source: 'a{}' });
    expect((plugin.generateBundle as { order?: string }).order).toBe('post');
  });

  it('should leave the prerender and the dev server alone', () => {
    expect(plugin.apply).toBe('build');
    expect(plugin.applyToEnvironment?.({ name: 'client' } as Environment)).toBe(true);
    expect(plugin.applyToEnvironment?.({ name: 'ssr' } as Environment)).toBe(false);
  });
});
