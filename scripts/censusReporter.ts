/**
 * The flake census's reporter (flakeCensus.ts): writes every test's outcome in one run (project, file,
 * name, state, first error line) to the JSON file named by CENSUS_OUTPUT. Vitest's own JSON report
 * leaves out the project, and the story projects run the same file once per width. A test for which a
 * helper tried a step again (triedAgain.ts) counts as failed: its first try did.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestModule } from 'vitest/node';
import type { CensusResult } from './flakeCensus';
import { triedAgainPath } from './flakeReport';
import { readTriedAgain } from './triedAgain';

const root = resolve(import.meta.dirname, '..');

export default class CensusReporter implements Reporter {
  onInit() {
    rmSync(triedAgainPath, { force: true });
  }

  onTestRunEnd(modules: readonly TestModule[]) {
    const output = process.env.CENSUS_OUTPUT;
    if (!output) return;
    const triedAgain = readTriedAgain(triedAgainPath);
    const results: CensusResult[] = modules.flatMap((module) =>
      [...module.children.allTests()].map((test) => {
        const file = relative(root, module.moduleId);
        const helped = triedAgain.find((step) => step.file === file && step.name === test.fullName);
        const error = stripVTControlCharacters(test.result().errors?.[0]?.message ?? '').split('\n')[0] ?? '';
        return {
          project: module.project.name,
          file,
          name: test.fullName,
          state: helped ? 'failed' : test.result().state,
          error: helped ? helped.firstError : error,
        };
      }),
    );
    writeFileSync(output, JSON.stringify(results));
  }
}
