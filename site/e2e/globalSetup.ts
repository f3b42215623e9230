/**
 * Builds the site into its own folder (so a developer's `site/build` is left alone) and serves it
 * with startSite, the same server as `pnpm start`; tests get the origin through `inject('siteOrigin')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildInto } from '../scripts/hosting/buildInto';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string;
    /** The served local backend's data dir (messages/ and outbox/), for tests of the contact form. */
    backendDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Inside site/ so the build resolves the site's packages; node_modules/.cache is never committed.
  buildInto('node_modules/.cache/site-e2e');
  const dataDir = mkdtempSync(join(tmpdir(), 'rico-e2e-'));
  // The tests read e-mails from the outbox: a developer's SMTP_URL must not turn them into real mail.
  delete process.env.SMTP_URL;
  const { startSite } = await import('../scripts/hosting/startSite');
  const site = await startSite({
    backend: { dataDir, log: { info: () => undefined, error: console.error } },
  });
  project.provide('siteOrigin', site.origin);
  project.provide('backendDataDir', dataDir);
  return async () => {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
