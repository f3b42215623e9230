/** Reads the self-test's Vitest JSON report: was each planted regression caught by the screenshot? */
import type { VisualPlant } from '../.storybook/visualPlants';

/** The part of Vitest's (Jest-compatible) JSON report this reads. */
export interface JsonReport {
  testResults: {
    name: string;
    assertionResults: { title: string; status: string; failureMessages?: string[] }[];
  }[];
}

const mismatch = 'Screenshot does not match the stored reference.';

export function judgePlants(
  plants: readonly Pick<VisualPlant, 'id' | 'change' | 'file' | 'story'>[],
  report: JsonReport,
) {
  let missed = 0;
  const lines = plants.map((plant) => {
    const result = report.testResults
      .filter((file) => file.name.endsWith(plant.file))
      .flatMap((file) => file.assertionResults)
      .find((test) => test.title === plant.story);
    const message = result?.failureMessages?.join('\n') ?? '';
    const said = !result
      ? 'the story did not run'
      : result.status === 'passed'
        ? 'passed (MISSED)'
        : message.includes(mismatch)
          ? `caught: ${
              message
                .slice(message.indexOf(mismatch) + mismatch.length)
                .trim()
                .split('\n')[0] || 'mismatch'
            }`
          : `failed for another reason: ${message.split('\n')[0]}`;
    if (!said.startsWith('caught')) missed += 1;
    return `  ${plant.id.padEnd(8)} ${plant.change} (${plant.story}) -> ${said}`;
  });
  return { lines, missed };
}
