/**
 * A Vitest reporter for QA: when stories fail, it writes one page, .vitest-attachments/visual-report.html,
 * with a section per failure in the theme and width it failed in (scripts/visualFailures.ts) and, for a
 * screenshot that differs from its baseline, the reference, actual and diff side by side; it prints its path. When the pinned Chromium cannot run here it prints that
 * no screenshot was compared, at the end of the run where nobody can miss it.
 *
 * Relies on Vitest's reporter API (onTestRunEnd, TestCase.artifacts(): Vitest 4.0+) and on the
 * artifact toMatchScreenshot records on a mismatch (type 'internal:toMatchScreenshot', with
 * attachments named reference, actual and diff).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule } from 'vitest/node';
import { pinnedChromium } from './pinnedChromium';
import { failuresOfTest, type CaptureArtifact } from './visualFailures';
import { renderVisualReport, type VisualFailure } from './visualReportPage';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const reportPath = join(root, '.vitest-attachments', 'visual-report.html');

const isStoryProject = (name: string) => name.startsWith('storybook') && name !== 'storybook-console';

function visualFailures(modules: readonly TestModule[]): VisualFailure[] {
  return modules
    .filter((module) => isStoryProject(module.project.name))
    .flatMap((module) =>
      [...module.children.allTests('failed')].flatMap((test) => {
        const artifacts: CaptureArtifact[] = test
          .artifacts()
          .filter((artifact) => artifact.type === 'internal:toMatchScreenshot')
          .map((artifact) => ({
            message: artifact.message,
            images: Object.fromEntries(
              artifact.attachments.flatMap(({ name, path }) => (path ? [[name, path]] : [])),
            ),
          }));
        const errors = (test.result().errors ?? []).map(({ message }) => message);
        const about = {
          project: module.project.name,
          file: relative(root, module.moduleId),
          story: test.name,
        };
        return failuresOfTest(about, errors, artifacts);
      }),
    );
}

export default class VisualReport implements Reporter {
  onInit() {
    rmSync(reportPath, { force: true });
  }

  onTestRunEnd(modules: readonly TestModule[]) {
    const ranStories = modules.some((module) => isStoryProject(module.project.name));
    if (!ranStories) return;
    const pinned = pinnedChromium();
    if (pinned.kind !== 'ready') {
      console.log(`\nvisual comparison not run on this platform: ${pinned.reason}.`);
      console.log(
        "The stories were played and checked by axe in this machine's Chromium; no screenshot was compared.\n",
      );
      return;
    }
    const failures = visualFailures(modules);
    if (failures.length === 0) return;
    mkdirSync(dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, renderVisualReport(failures, dirname(reportPath), pinned.version));
    const tests = new Set(failures.map(({ file, story }) => `${file} ${story}`)).size;
    console.log(
      `\n${failures.length} failure(s) in ${tests} story test(s); screenshots side by side: ${reportPath}\n`,
    );
  }
}
