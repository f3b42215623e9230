/**
 * A Vitest reporter for QA: when screenshots of stories differ from their baselines, it writes one
 * page, .vitest-attachments/visual-report.html, with each failing story's reference, actual and
 * diff side by side, and prints its path. When the pinned Chromium cannot run here it prints that
 * no screenshot was compared, at the end of the run where nobody can miss it.
 *
 * Relies on Vitest's reporter API (onTestRunEnd, TestCase.artifacts(): Vitest 4.0+) and on the
 * artifact toMatchScreenshot records on a mismatch (type 'internal:toMatchScreenshot', with
 * attachments named reference, actual and diff).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule } from 'vitest/node';
import { pinnedChromium } from './pinnedChromium';
import { modeOfFailure } from './visualMatrix';
import { renderVisualReport, type VisualFailure } from './visualReportPage';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const reportPath = join(root, '.vitest-attachments', 'visual-report.html');

const isStoryProject = (name: string) => name.startsWith('storybook') && name !== 'storybook-console';

function visualFailures(modules: readonly TestModule[]): VisualFailure[] {
  const failures: VisualFailure[] = [];
  for (const module of modules) {
    if (!isStoryProject(module.project.name)) continue;
    for (const test of module.children.allTests('failed')) {
      const images: VisualFailure['images'] = {};
      for (const artifact of test.artifacts()) {
        if (artifact.type !== 'internal:toMatchScreenshot') continue;
        for (const attachment of artifact.attachments) {
          if (attachment.path) images[attachment.name as 'reference'] = attachment.path;
        }
      }
      // Colour codes and the file paths (the page links the images) are noise on a web page.
      const raw = stripVTControlCharacters(test.result().errors?.[0]?.message ?? '');
      const message = raw.split(/\n\s*Reference screenshot:/)[0]?.trim() ?? raw;
      // A story project captures both themes: say which one failed.
      const mode = modeOfFailure(module.project.name, raw, images.reference);
      failures.push({
        project: `${mode.theme} ${mode.viewport}`,
        file: relative(root, module.moduleId),
        story: test.name,
        message,
        images,
      });
    }
  }
  return failures;
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
    console.log(`\n${failures.length} story test(s) failed; screenshots side by side: ${reportPath}\n`);
  }
}
