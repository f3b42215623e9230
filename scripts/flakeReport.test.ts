import { describe, expect, it } from 'vitest';
import { flakyTests, flakySummary, type ReportedTest } from './flakeReport';

const reported = (
  name: string,
  state: string,
  retryCount: number,
  errors: string[] = retryCount > 0 ? ['TimeoutError: waiting for the toast'] : [],
): ReportedTest => ({
  project: 'browsers',
  file: 'site/browsers/journeys/header.test.ts',
  fullName: name,
  state,
  retryCount,
  errors,
});

describe('which tests were flaky', () => {
  it('given a test that passed only on a retry, should name it as flaky, with its tries', () => {
    const flaky = flakyTests([
      reported('webkit: header > hover opens', 'passed', 1),
      reported('firefox: menu', 'passed', 0),
    ]);
    expect(flaky).toEqual([
      {
        project: 'browsers',
        file: 'site/browsers/journeys/header.test.ts',
        name: 'webkit: header > hover opens',
        tries: 2,
        firstError: 'TimeoutError: waiting for the toast',
      },
    ]);
  });

  it('given a test that failed on every try, should leave it to the failures, not call it flaky', () => {
    expect(flakyTests([reported('webkit: contact form', 'failed', 1)])).toEqual([]);
  });

  it('given no retry used, should say there were none in the summary line', () => {
    expect(flakySummary([])).toEqual(['flaky tests (passed only when tried again): 0']);
  });

  it('given one, should count it and name it with its project, file and tries', () => {
    const lines = flakySummary(flakyTests([reported('webkit: header > hover opens', 'passed', 1)]));
    expect(lines[0]).toBe('flaky tests (passed only when tried again): 1');
    expect(lines[1]).toBe(
      '  FLAKY browsers site/browsers/journeys/header.test.ts > webkit: header > hover opens (passed on try 2 of 2)',
    );
    expect(lines[2]).toBe('    first try: TimeoutError: waiting for the toast');
  });

  it("given a long error, should keep its first line, so the run's end says what went wrong without the stack", () => {
    const [flaky] = flakyTests([
      reported('firefox: contact form', 'passed', 1, [
        'AssertionError: expected [ Array(1) ] to deeply equal []\n- Expected\n+ Received\n    at visit.ts:12:3',
      ]),
    ]);
    expect(flaky?.firstError).toBe('AssertionError: expected [ Array(1) ] to deeply equal []');
  });

  it('given a step a helper tried again in a test that passed, should name that test as flaky, with the first try', () => {
    const flaky = flakyTests(
      [reported('webkit: fonts > /about', 'passed', 0)],
      [
        {
          file: 'site/browsers/journeys/header.test.ts',
          name: 'webkit: fonts > /about',
          firstError:
            'Error: WebKitWebDriver opening a session: no answer in 180 s; the driver was restarted',
        },
      ],
    );
    expect(flakySummary(flaky)).toEqual([
      'flaky tests (passed only when tried again): 1',
      '  FLAKY browsers site/browsers/journeys/header.test.ts > webkit: fonts > /about (passed on try 2 of 2)',
      '    first try: Error: WebKitWebDriver opening a session: no answer in 180 s; the driver was restarted',
    ]);
  });

  it('given a test Vitest retried that also had a step tried again, should name it once', () => {
    const flaky = flakyTests(
      [reported('webkit: header > hover opens', 'passed', 1)],
      [
        {
          file: 'site/browsers/journeys/header.test.ts',
          name: 'webkit: header > hover opens',
          firstError: 'x',
        },
      ],
    );
    expect(flaky.map((test) => test.name)).toEqual(['webkit: header > hover opens']);
  });
});
