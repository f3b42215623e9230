/**
 * A Vitest reporter: at the end of a run that included the cross-engine suite, one line per engine
 * with the version it drove and its tests passed and failed, or "not run" and why, so the versions
 * and counts are the last thing in the log, as the screenshot gate's verdict is.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { engineLabels, engineReadiness } from './engineReadiness';
import { engineNames, engineTools } from './engines/tools';

export default class EngineReport implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const ours = modules.filter((module) => module.project.name === 'browsers');
    if (ours.length === 0) return;
    const tools = engineTools();
    const lines = engineNames.map((engine) => {
      const tool = tools[engine];
      if (!tool.ok)
        return engineReadiness(tools).find((line) => line.includes(`${engineLabels[engine]} not run`));
      const tests = ours.flatMap((module) => [...module.children.allTests()]);
      const mine = tests.filter((test) => test.fullName.startsWith(`${engine}:`));
      const count = (state: string) => mine.filter((test) => test.result().state === state).length;
      // A test whose set-up failed (its browser did not start) did not run: it is counted, not hidden.
      const notRun = count('skipped') + count('pending');
      return `cross-engine suite: ${tool.version}: ${count('passed')} passed, ${count('failed')} failed${notRun ? `, ${notRun} not run` : ''}`;
    });
    console.log(`\n${lines.join('\n')}\n`);
  }
}
