import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order (projects by name, then longest or largest file first), with the unit project's
 * files first. On two cores the node-side projects run one file at a time beside the story projects,
 * and by name the unit files came last: a hundred-odd small files, each in a fresh worker on one core,
 * kept a processor idle for the last minute and a half of `pnpm test`. First, they run while the story
 * projects keep the other processor busy, and the e2e files, which load several pages at once and
 * fill both processors, end the run.
 */
export default class UnitFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isUnit = (file: TestSpecification) => file.project.name === 'unit';
    return [...sorted.filter(isUnit), ...sorted.filter((file) => !isUnit(file))];
  }
}
