/**
 * The flake census's reporter (flakeCensus.ts): writes every test's outcome in one run (project, file,
 * name, state, first error line) to the JSON file named by CENSUS_OUTPUT. Vitest's own JSON report
 * leaves out the project, and the story projects run the same file four times.
 */
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestModule } from 'vitest/node';
import type { CensusResult } from './flakeCensus';

const root = resolve(import.meta.dirname, '..');

export default class CensusReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const output = process.env.CENSUS_OUTPUT;
    if (!output) return;
    const results: CensusResult[] = modules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        project: module.project.name,
        file: relative(root, module.moduleId),
        name: test.fullName,
        state: test.result().state,
        error: stripVTControlCharacters(test.result().errors?.[0]?.message ?? '').split('\n')[0] ?? '',
      })),
    );
    writeFileSync(output, JSON.stringify(results));
  }
}
