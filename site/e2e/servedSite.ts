/**
 * The production build served as `pnpm start` serves it, shared by the e2e (Chromium's own checks) and
 * the cross-engine (a visitor's journeys) suites: Vitest runs every project's global setup in its one main
 * process, so the first caller builds and starts it and the second gets the same server, instead
 * of building the site twice. It closes when the last of them is done.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildInto } from '../scripts/hosting/buildInto';

/**
 * Where the served build is, relative to site/: inside it so the build resolves the site's packages;
 * node_modules/.cache is never committed.
 */
export const servedBuildDir = 'node_modules/.cache/site-e2e';

export interface ServedSite {
  origin: string;
  /** The served local backend's data dir (messages/ and outbox/). */
  dataDir: string;
}

interface Shared {
  site: Promise<ServedSite & { close: () => Promise<void> }>;
  users: number;
}

const key = Symbol.for('rico.e2e.servedSite');
const store = globalThis as unknown as Record<symbol, Shared | undefined>;

async function start() {
  // E2E_REUSE_BUILD=1 serves the last build as it is: for re-running tests, not for judging a change.
  const buildDir = servedBuildDir;
  if (
    process.env.E2E_REUSE_BUILD === '1' &&
    existsSync(join(import.meta.dirname, '..', buildDir, 'client'))
  ) {
    process.env.SITE_BUILD_DIR = buildDir;
  } else {
    buildInto(buildDir);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rico-e2e-'));
  // The tests read e-mails from the outbox: a developer's SMTP_URL must not turn them into real mail.
  delete process.env.SMTP_URL;
  const { startSite } = await import('../scripts/hosting/startSite');
  const site = await startSite({
    backend: { dataDir, log: { info: () => undefined, error: console.error } },
  });
  return {
    origin: site.origin,
    dataDir,
    close: async () => {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The served site, and the function that lets it go (it closes when no suite holds it). */
export async function holdServedSite(): Promise<{ site: ServedSite; release: () => Promise<void> }> {
  const shared = (store[key] ??= { site: start(), users: 0 });
  shared.users += 1;
  const site = await shared.site;
  return {
    site,
    release: async () => {
      shared.users -= 1;
      if (shared.users > 0) return;
      store[key] = undefined;
      await site.close();
    },
  };
}
