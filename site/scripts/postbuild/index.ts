/**
 * Runs after React Router has prerendered every page (react-router.config.ts's buildEnd):
 * turns the prerendered not-found page into /404.html, inlines each page's critical CSS, adds each page's hash-based CSP, and
 * writes sitemap.xml and robots.txt from the same route table as the router.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notFoundPrerenderPath } from '../../src/routeTable';
import { sitemapRoutes } from '../../src/seo/routePages';
import { originFrom } from '../../src/content/origin';
import { externalSources, pageSources, withCspMeta, type BackendEnv } from './csp';
import { withCriticalCss } from './criticalCss';
import { robotsTxt, sitemapXml } from './sitemap';

/** `env`: the build's resolved Vite variables (.env files included): the backend and SITE_ORIGIN. */
export async function postbuild(
  clientDir: string,
  env: BackendEnv & { SITE_ORIGIN?: string },
): Promise<void> {
  const siteOrigin = originFrom(env.SITE_ORIGIN);
  const external = externalSources(env);
  await moveNotFoundPage(clientDir);
  // Nothing rewrites to the SPA fallback (every route is prerendered, unknown paths get 404.html).
  await rm(join(clientDir, '__spa-fallback.html'), { force: true });
  for (const file of await htmlFiles(clientDir)) {
    // The CSP hashes the scripts and styles as they are finally written.
    const html = await withCriticalCss(await readFile(file, 'utf8'), clientDir);
    await writeFile(file, withCspMeta(html, pageSources(external, env, html)));
  }
  await writeFile(
    join(clientDir, 'sitemap.xml'),
    sitemapXml(
      siteOrigin,
      sitemapRoutes.map((r) => r.path),
    ),
  );
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteOrigin));
}

/** Hosting serves /404.html for any unknown path, with status 404. */
async function moveNotFoundPage(clientDir: string) {
  const dir = join(clientDir, notFoundPrerenderPath);
  const prerendered = join(dir, 'index.html');
  if (!existsSync(prerendered)) throw new Error(`Missing prerendered not-found page ${prerendered}`);
  await rename(prerendered, join(clientDir, '404.html'));
  await rm(dir, { recursive: true });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}
