/**
 * Builds the site into its own folder (so a developer's `site/build` is left alone) and serves it
 * with startSite, the same server as `pnpm start`; tests get the origin through `inject('siteOrigin')`.
 */
import type { TestProject } from 'vitest/node';
import { holdServedSite } from './servedSite';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string;
    /** The served local backend's data dir (messages/ and outbox/), for tests of the contact form. */
    backendDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const { site, release } = await holdServedSite();
  project.provide('siteOrigin', site.origin);
  project.provide('backendDataDir', site.dataDir);
  return release;
}
