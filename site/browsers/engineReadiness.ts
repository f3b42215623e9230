import type { EngineTools } from './engines/tools';
import { engineNames } from './engines/tools';
import type { EngineName } from './engines/types';

export const engineLabels: Record<EngineName, string> = {
  chromium: 'Chromium',
  firefox: 'Firefox',
  webkit: 'WebKit',
};

/**
 * One line per engine: the version driven, or "not run" and why, as the screenshot gate says it
 * when its browser cannot run. Printed at the start and the end of the run, where nobody misses it.
 */
export function engineReadiness(tools: EngineTools): string[] {
  return engineNames.map((name) => {
    const tool = tools[name];
    return tool.ok
      ? `cross-engine suite: ${engineLabels[name]} is ${tool.version}`
      : `cross-engine suite: ${engineLabels[name]} not run: ${tool.reason}`;
  });
}
