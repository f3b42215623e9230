import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/routeTable';

export default {
  appDirectory: 'src',
  // Static site: every route is rendered to HTML at build time; nothing renders on a server at run time.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
