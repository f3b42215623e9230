import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFramework, isSharedUi } from './clientChunks';

const resolve = createRequire(import.meta.url).resolve;
const forms = resolve('@rico/design-system/forms');
const ds = (path: string) => join(dirname(resolve('@rico/design-system')), path);

/** A module graph as Rolldown reports it: who imports each module, statically or with import(). */
function graph(imports: Record<string, { importers?: string[]; dynamicImporters?: string[] }>) {
  return {
    getModuleInfo: (id: string) => {
      const info = imports[id];
      return info ? { importers: info.importers ?? [], dynamicImporters: info.dynamicImporters ?? [] } : null;
    },
  };
}

describe('client chunks', () => {
  it('given a design-system module reached only through the forms entry, should leave it out of the shared chunk', () => {
    // A group of controls built from a single control, both using one helper (as CheckboxGroup does).
    const group = ds('anywhere/ControlGroup.tsx');
    const control = ds('anywhere/Control.tsx');
    const helper = ds('elsewhere/controlHelper.ts');
    const modules = graph({
      [group]: { importers: [forms] },
      [control]: { importers: [forms, group] },
      [helper]: { importers: [group, control] },
    });
    expect(isSharedUi(control, modules)).toBe(false);
    expect(isSharedUi(helper, modules)).toBe(false);
  });

  it('given a module a form control and a layout part both import, should share it', () => {
    const control = ds('anywhere/Control.tsx');
    const text = ds('anywhere/Text.tsx');
    const modules = graph({
      [control]: { importers: [forms] },
      [text]: { importers: [control, ds('Header/Header.tsx')] },
      [ds('Header/Header.tsx')]: { importers: [ds('index.ts')] },
    });
    expect(isSharedUi(text, modules)).toBe(true);
  });

  it('given a design-system module only loaded with import(), should leave it for later', () => {
    const entrance = ds('Motion/whatever.ts');
    expect(isSharedUi(entrance, graph({ [entrance]: { dynamicImporters: [ds('Motion/use.ts')] } }))).toBe(
      false,
    );
  });

  it('given a site module the layout imports (and a page too), should share it; one only a page imports, not', () => {
    const site = (path: string) => join(dirname(dirname(import.meta.filename)), 'src', path);
    const root = site('root.tsx');
    const layout = site('layout/SiteLayout.tsx');
    const page = site('routes/home/HomePage.tsx');
    const facts = site('content/company.ts');
    const pageWords = site('content/home.ts');
    const modules = graph({
      [root]: {},
      [layout]: { importers: [root] },
      [page]: { dynamicImporters: [root] },
      [facts]: { importers: [layout, page] },
      [pageWords]: { importers: [page] },
    });
    expect(isSharedUi(facts, modules)).toBe(true);
    expect(isSharedUi(pageWords, modules)).toBe(false);
    expect(isSharedUi(root, modules)).toBe(false);
  });

  it('should recognise the framework and the shared libraries by package name', () => {
    expect(isFramework('/x/node_modules/.pnpm/preact@10.0.0/node_modules/preact/dist/preact.mjs')).toBe(true);
    expect(isFramework('/x/node_modules/.pnpm/lucide-react@1.0.0/node_modules/lucide-react/dist/a.js')).toBe(
      false,
    );
    const none = graph({});
    expect(isSharedUi('/x/node_modules/.pnpm/l@1/node_modules/lucide-react/dist/icons/a.js', none)).toBe(
      true,
    );
    expect(
      isSharedUi('/x/node_modules/.pnpm/r@1/node_modules/@radix-ui/react-checkbox/dist/a.mjs', none),
    ).toBe(false);
  });
});
