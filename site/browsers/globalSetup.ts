/**
 * Serves the built site (shared with the e2e suite) behind the probe proxy, finds the engines this
 * machine has, and says at the start of the run which it will drive and which it cannot.
 */
import type { TestProject } from 'vitest/node';
import { holdServedSite } from '../e2e/servedSite';
import { engineReadiness } from './engineReadiness';
import { engineNames, engineTools, type EngineTools } from './engines/tools';
import { startProbeProxy } from './probe/probeProxy';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site behind the probe proxy: load pages from here in Firefox and WebKit. */
    engineSiteOrigin: string;
    engineBackendDataDir: string;
    engineTools: EngineTools;
  }
}

export default async function setup(project: TestProject) {
  const tools = engineTools();
  console.log(`\n${engineReadiness(tools).join('\n')}\n`);
  // CI installs every engine (.ci/run): one that cannot run there is a broken machine, not a pass.
  const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
  const missing = engineNames.filter((name) => !tools[name].ok);
  if (ci && missing.length > 0) throw new Error('CI must drive every engine: see "not run" above');
  const { site, release } = await holdServedSite();
  const proxy = await startProbeProxy(site.origin);
  project.provide('engineSiteOrigin', proxy.origin);
  project.provide('engineBackendDataDir', site.dataDir);
  project.provide('engineTools', tools);
  return async () => {
    await proxy.close();
    await release();
  };
}
