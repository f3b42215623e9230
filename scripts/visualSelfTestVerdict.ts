/** Reads the self-test's Vitest JSON report: was each planted regression caught, and by the right check? */
import { stripVTControlCharacters } from 'node:util';
import type { VisualPlant } from '../.storybook/visualPlants';
import { modeOfFailure } from './visualMatrix';

/** The part of Vitest's (Jest-compatible) JSON report this reads. */
export interface JsonReport {
  testResults: {
    name: string;
    assertionResults: { title: string; status: string; failureMessages?: string[] }[];
  }[];
}

const mismatch = 'Screenshot does not match the stored reference.';

type Plant = Pick<VisualPlant, 'id' | 'change' | 'file' | 'story' | 'theme' | 'caughtBy'>;

/** The story project the self-test plays its plants in: the desktop one. */
export const selfTestProject = 'storybook';

const otherReason = (message: string) => `failed for another reason: ${message.split('\n')[0]}`;

/**
 * What the gate said of the plant, beginning `caught` only when the check meant to catch it did, in the
 * theme it was planted in: a dark plant caught by the light capture would prove nothing about the dark one.
 */
function verdict(plant: Plant, message: string): string {
  const theme = plant.theme ?? 'light';
  // A mismatch's message ends with the reference's path, which names the mode.
  const failedIn = modeOfFailure(selfTestProject, message, message).theme;
  if (plant.caughtBy === 'axe') {
    // The addon quotes each violation as `"<help> (<rule id>)"`.
    const violation = message.match(/\(([a-z0-9-]+)\)"/)?.[1];
    return failedIn === theme && violation ? `caught by axe in ${theme}: ${violation}` : otherReason(message);
  }
  if (!message.includes(mismatch)) return otherReason(message);
  const said =
    message
      .slice(message.indexOf(mismatch) + mismatch.length)
      .trim()
      .split('\n')[0] ?? '';
  return failedIn === theme
    ? `caught${theme === 'light' ? '' : ` in ${theme}`}: ${said || 'mismatch'}`
    : `failed for another reason: the ${failedIn} capture mismatched, not the ${theme} one`;
}

export function judgePlants(plants: readonly Plant[], report: JsonReport) {
  let missed = 0;
  const lines = plants.map((plant) => {
    const result = report.testResults
      .filter((file) => file.name.endsWith(plant.file))
      .flatMap((file) => file.assertionResults)
      .find((test) => test.title === plant.story);
    const message = stripVTControlCharacters(result?.failureMessages?.join('\n') ?? '');
    const said = !result
      ? 'the story did not run'
      : result.status === 'passed'
        ? 'passed (MISSED)'
        : verdict(plant, message);
    if (!said.startsWith('caught')) missed += 1;
    return `  ${plant.id.padEnd(12)} ${plant.change} (${plant.story}) -> ${said}`;
  });
  return { lines, missed };
}
