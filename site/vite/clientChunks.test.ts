import { describe, expect, it } from 'vitest';
import { reactModule } from '../src/runtime/preactClientPlugin';
import { isFramework, isStylesheet } from './clientChunks';

describe('client chunks', () => {
  it('should recognise the framework by package name and every kind of stylesheet module', () => {
    expect(isFramework('/x/node_modules/.pnpm/preact@10.0.0/node_modules/preact/dist/preact.mjs')).toBe(true);
    expect(isFramework(reactModule)).toBe(true);
    expect(isFramework('/x/node_modules/.pnpm/react-router@8/node_modules/react-router/dist/index.js')).toBe(
      false,
    );
    expect(isStylesheet('/x/src/components/Button/Button.css.ts.vanilla.css')).toBe(true);
    expect(isStylesheet('/x/node_modules/@fontsource-variable/figtree/wght.css')).toBe(true);
    expect(isStylesheet('/x/src/components/Button/Button.tsx')).toBe(false);
  });
});
