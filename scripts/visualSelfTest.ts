/**
 * The screenshot gate's self-test: plants changes a designer would call regressions (a slight hue
 * shift of one colour role, a 1 px hairline round a control, a 2 px shift of a control, a heavier
 * font weight, one below a page's first screen, and in the dark theme alone a lighter card and muted
 * text below AA contrast; see .storybook/visualPlants.ts) into real stories, runs the real comparison
 * against the committed baselines (and axe in dark), and fails if any planted change passes or is
 * caught by another check than the one it is planted for. It prints what it planted and what the gate
 * said. Part of `pnpm test`; alone: `pnpm test:visual:self-test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visualPlants } from '../.storybook/visualPlants';
import { pinnedChromium } from './pinnedChromium';
import { judgePlants, selfTestProject, type JsonReport } from './visualSelfTestVerdict';

const pinned = pinnedChromium();
if (pinned.kind !== 'ready') {
  console.log(
    `visual comparison not run on this platform: ${pinned.reason}; its self-test is not run either.`,
  );
  process.exit(0);
}

const out = mkdtempSync(join(tmpdir(), 'visual-self-test-'));
const outputFile = join(out, 'result.json');
const files = [...new Set(visualPlants.map((plant) => plant.file))];
const names = [...new Set(visualPlants.map((plant) => plant.story))];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
console.log(
  `Visual gate self-test: planting ${visualPlants.length} regressions in desktop stories, light and dark...`,
);
const run = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    selfTestProject,
    '--reporter=json',
    `--outputFile=${outputFile}`,
    `--testNamePattern=^(${names.map(escapeRegExp).join('|')})$`,
    ...files,
  ],
  // CI set: a missing baseline fails instead of being written.
  {
    env: { ...process.env, CI: 'true', VISUAL_PLANTS: visualPlants.map((p) => p.id).join(',') },
    encoding: 'utf8',
  },
);
let report: JsonReport;
try {
  report = JSON.parse(readFileSync(outputFile, 'utf8')) as JsonReport;
} catch {
  console.error(run.stdout, run.stderr);
  console.error('Visual gate self-test: the planted run produced no result (output above).');
  process.exit(1);
} finally {
  rmSync(out, { recursive: true, force: true });
}
const { lines, missed } = judgePlants(visualPlants, report);
for (const line of lines) console.log(line);
if (missed > 0) {
  console.error(
    `Visual gate self-test FAILED: ${missed} planted regression(s) got through, or were caught by another check than theirs.`,
  );
  process.exit(1);
}
console.log(`Visual gate self-test passed: all ${visualPlants.length} planted regressions were caught.`);
