import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const standIn = fileURLToPath(new URL('../site/src/storybook/storyAnalytics.ts', import.meta.url));

/**
 * In Storybook the site's analytics stand-in (which posts to the local backend, a route Storybook
 * does not serve) is replaced by one that keeps events in memory. Only Storybook's build is
 * changed: the site, its tests and `pnpm start` keep the real module.
 */
export const analyticsStandIn = (): Plugin => ({
  name: 'rico:storybook-analytics-stand-in',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.endsWith('/localAnalytics')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id.endsWith('/site/src/lib/analytics/localAnalytics.ts') ? standIn : null;
  },
});
