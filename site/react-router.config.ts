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
  future: {
    // Dev only: Vite pre-bundles what the client entry and every route import before the first page
    // loads, instead of finding it page by page and reloading the browser each time.
    unstable_optimizeDeps: true,
  },
  prerender: prerenderPaths,
  // 404.html, per-page CSP hashes, sitemap.xml and robots.txt: see scripts/postbuild.
  buildEnd: ({ reactRouterConfig, viteConfig }) =>
    postbuild(join(reactRouterConfig.buildDirectory, 'client'), viteConfig.env),
} satisfies Config;
