import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/routeTable';
import { postbuild } from './scripts/postbuild';
import { buildDirectory } from './scripts/buildDir';

export default {
  appDirectory: 'src',
  buildDirectory,
  // Static site: every route is rendered to HTML at build time; nothing renders on a server at run time.
  ssr: false,
  // React Router 8's defaults, adopted now: this static build's assets are the same with them, and
  // the upgrade will not change behaviour under us.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Dev only: Vite pre-bundles what the client entry and every route import before the first page
    // loads, instead of finding it page by page and reloading the browser each time.
    unstable_optimizeDeps: true,
  },
  prerender: prerenderPaths,
  // 404.html, per-page CSP hashes, sitemap.xml and robots.txt: see scripts/postbuild.
  buildEnd: ({ reactRouterConfig, viteConfig }) =>
    postbuild(join(reactRouterConfig.buildDirectory, 'client'), viteConfig.env),
} satisfies Config;
