import { describe, expect, it } from 'vitest';
import { tallyRuns, censusLines, type CensusResult } from './flakeCensus';

const result = (name: string, state: string, error = ''): CensusResult => ({
  project: 'storybook',
  file: 'packages/design-system/src/components/Toast/Toast.stories.tsx',
  name,
  state,
  error,
});

describe('the flake census', () => {
  it('given three runs where one test failed once, should count it 1 of 3 and the others not at all', () => {
    const runs = [
      [result('Success', 'passed'), result('Gone after 4 seconds', 'failed', 'expected open')],
      [result('Success', 'passed'), result('Gone after 4 seconds', 'passed')],
      [result('Success', 'passed'), result('Gone after 4 seconds', 'passed')],
    ];
    const tally = tallyRuns(runs);
    expect(tally.tests).toBe(2);
    expect(tally.unsteady).toEqual([
      {
        project: 'storybook',
        file: 'packages/design-system/src/components/Toast/Toast.stories.tsx',
        name: 'Gone after 4 seconds',
        failures: 1,
        runs: 3,
        firstError: 'expected open',
      },
    ]);
  });

  it('given a test missing from a run (its file crashed), should count that run as a failure of it', () => {
    const tally = tallyRuns([[result('Success', 'passed')], []]);
    expect(tally.unsteady.map((test) => [test.name, test.failures, test.runs])).toEqual([['Success', 1, 2]]);
  });

  it('given no failure, should say 0 failures for every test and every run', () => {
    const lines = censusLines(tallyRuns([[result('Success', 'passed')], [result('Success', 'passed')]]));
    expect(lines).toContain('1 tests × 2 runs: 0 failures');
  });
});
