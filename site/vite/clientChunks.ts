/*
 * How the browser bundle is split. With the design system's `sideEffects` flags, Rolldown would split
 * it per component into ~25 small chunks; two shared chunks mean fewer requests and better gzip. A
 * module grouped here is loaded with the group's chunk even where it was imported lazily, so anything
 * a page only needs later stays out: the contact form's controls (only /contact uses them), code a
 * module loads with import() (the entrance animation, loaded when something first waits below the
 * fold) and Firebase (loaded when the visitor uses the form; `pnpm budget` checks it is in no first
 * load).
 *
 * Everything is found from package names and the design system's entry points (package.json
 * "exports"), so moving a component between folders cannot quietly move it between chunks.
 */
import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const resolve = createRequire(import.meta.url).resolve;

/** The design system's source folder: where its main entry point lives. */
const designSystemDir = dirname(resolve('@rico/design-system')) + sep;
/** The entry point of its form controls, which only pages with a form import. */
const formsEntry = resolve('@rico/design-system/forms');

/** A module of the npm package `name`, wherever pnpm keeps it. */
const inPackage = (id: string, name: string) => id.includes(`${sep}node_modules${sep}${name}${sep}`);

/** The runtime every page needs: the UI library (preact/compat in production) and the router. */
export function isFramework(id: string): boolean {
  return ['preact', 'react', 'react-dom', 'scheduler', 'react-router'].some((name) => inPackage(id, name));
}

const isStyleModule = (id: string) => /\.css\.ts($|\.vanilla\.css)/.test(id);
const inDesignSystem = (id: string) => id.startsWith(designSystemDir);
// The site's own shared sections: their stylesheet would otherwise be a second render-blocking
// request on the home, EPOS and contact pages.
const siteSharedSections = `${sep}site${sep}src${sep}routes${sep}shared${sep}`;

const siteRoot = `${sep}site${sep}src${sep}root.tsx`;

/**
 * A site module the root route imports (directly or through others): every page loads it with
 * the layout. Left to itself, each such module that a page imports too would be a tiny chunk of its
 * own (the company facts, the banner's words, a helper), each another request and less gzip.
 */
function loadedWithTheLayout(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (id.endsWith(siteRoot)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importers ?? []).some((importer) =>
    loadedWithTheLayout(importer, graph, seen),
  );
}

/** Reached only by import(): it loads when first asked for, not with the page. */
function onlyLoadedLazily(id: string, graph: ModuleGraph): boolean {
  const info = graph.getModuleInfo(id);
  return info !== null && info.importers.length === 0 && info.dynamicImporters.length > 0;
}

/** Reached only through the form controls' entry point: the design system's parts only a form uses. */
function onlyForForms(id: string, graph: ModuleGraph, path = new Set<string>()): boolean {
  if (id === formsEntry) return true;
  if (!inDesignSystem(id)) return false;
  // An import cycle brings in no importer from outside the modules already being followed.
  if (path.has(id)) return true;
  path.add(id);
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  const result = importers.length > 0 && importers.every((importer) => onlyForForms(importer, graph, path));
  path.delete(id);
  return result;
}

/** The design system and the libraries its layout parts use (header, footer, toasts, cookie banner). */
export function isSharedUi(id: string, graph: ModuleGraph): boolean {
  // Styles, though: one stylesheet per page blocks its first paint, not two (the contact page's
  // form). A style module's own JavaScript is only its class names.
  if (isStyleModule(id) && (inDesignSystem(id) || id.includes(`${sep}site${sep}src${sep}`))) return true;
  if (inPackage(id, '@radix-ui/react-checkbox')) return false;
  if (inPackage(id, '@radix-ui') || inPackage(id, 'lucide-react')) return true;
  if (id.includes(siteSharedSections)) return true;
  if (id.includes(`${sep}site${sep}src${sep}`) && !id.endsWith(siteRoot) && loadedWithTheLayout(id, graph)) {
    return true;
  }
  if (!inDesignSystem(id)) return false;
  return !onlyLoadedLazily(id, graph) && !onlyForForms(id, graph);
}
