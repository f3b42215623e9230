import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Whether a test file runs its tests side by side (`describe.concurrent` and the like). */
export const runsTestsSideBySide = (source: string): boolean =>
  /\b(?:describe|it|test)\.concurrent\b/.test(source);

/**
 * The order Vitest runs the files in: its own (projects by name, then longest or largest file first),
 * with the unit project's files first and, within each project, the files that run their tests side by
 * side last. On two cores the node-side projects run one file at a time beside the story projects.
 * By name the unit files came last, and the small e2e files before them: one page or one small file at
 * a time on one processor, the other idle for the run's last two minutes. Now those run while the story
 * projects keep the other processor busy, and the run ends with the e2e files that load several pages
 * at once and fill both processors.
 */
export default class TestOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const sideBySide = new Set(
      sorted.filter((file) => {
        try {
          return runsTestsSideBySide(readFileSync(file.moduleId, 'utf8'));
        } catch {
          return false;
        }
      }),
    );
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of sorted) {
      const files = byProject.get(file.project.name) ?? [];
      byProject.set(file.project.name, [...files, file]);
    }
    // Array.prototype.sort is stable: the other projects keep Vitest's order.
    const projects = [...byProject.keys()].sort((a, b) => Number(b === 'unit') - Number(a === 'unit'));
    return projects.flatMap((name) => {
      const files = byProject.get(name) ?? [];
      return [
        ...files.filter((file) => !sideBySide.has(file)),
        ...files.filter((file) => sideBySide.has(file)),
      ];
    });
  }
}
