import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const siteDir = join(import.meta.dirname, '..', '..');

/**
 * Builds the site into `buildDirectory` (relative to site/), with extra build `variables` (e.g. a
 * Firebase config) if given, and points this process's
 * SITE_BUILD_DIR at it, so scripts/buildDir.ts (import it afterwards) serves that build. Tests and
 * the benchmark use their own folder under node_modules/.cache and leave `site/build` alone.
 */
export function buildInto(buildDirectory: string, variables: Record<string, string> = {}): void {
  process.env.SITE_BUILD_DIR = buildDirectory;
  execFileSync('pnpm', ['exec', 'react-router', 'build'], {
    cwd: siteDir,
    stdio: 'ignore',
    // A production build, whatever runs this: under Vitest NODE_ENV is 'test', and Vite would build
    // what ships with development settings (no CSP slot, see src/seo/cspMeta.ts).
    env: { ...process.env, ...variables, NODE_ENV: 'production' },
  });
}
