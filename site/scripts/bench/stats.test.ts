import { describe, expect, it } from 'vitest';
import { benchRow, isPageWork, longTaskBreakdowns, median, type RunFigures } from './stats';

const run = (figures: Partial<RunFigures>): RunFigures => ({
  performance: 100,
  lcpMs: 800,
  tbtMs: 0,
  cls: 0,
  longestTaskMs: 0,
  longestPageTaskMs: 0,
  ...figures,
});

describe('median', () => {
  it('should take the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('benchRow', () => {
  it('should compare median LCPs with the limit page and the twin, and name a missed target', () => {
    const row = benchRow(
      {
        route: '/',
        page: [
          run({ lcpMs: 900 }),
          run({ lcpMs: 1000, longestTaskMs: 60, longestPageTaskMs: 60 }),
          run({ lcpMs: 800 }),
        ],
        twin: [run({ lcpMs: 900 }), run({ lcpMs: 900 }), run({ lcpMs: 900 })],
      },
      800,
    );
    expect(row).toMatchObject({
      LCP: '900 ms',
      'LCP/limit': '1.13',
      'LCP/twin': '1.00',
      'longest page task (max)': '60 ms',
      'twin longest page task': '< 50 ms',
      targets: 'MISSED',
    });
  });

  it('should judge the score on its median and print the worst run beside it', () => {
    const runs = [run({ performance: 99 }), run({}), run({})];
    expect(benchRow({ route: '/', page: runs, twin: runs }, 700)).toMatchObject({
      'perf (median, min)': '100, 99',
      targets: 'met',
    });
    const twoBadRuns = [run({ performance: 99 }), run({ performance: 98 }), run({})];
    expect(benchRow({ route: '/', page: twoBadRuns, twin: runs }, 700).targets).toBe('MISSED');
  });

  it('should say met when every run is within every target', () => {
    const runs = [run({}), run({ tbtMs: 10 }), run({})];
    expect(benchRow({ route: '/', page: runs, twin: runs }, 700).targets).toBe('met');
  });
});

describe('long tasks', () => {
  // The shape of Lighthouse 12's long-tasks debug data, from a run of the home page.
  const debugData = {
    type: 'debugdata',
    urls: ['Unattributable', 'http://127.0.0.1:4173/'],
    tasks: [
      { urlIndex: 0, startTime: 609.8, duration: 75, other: 75, scriptEvaluation: 0 },
      { urlIndex: 1, startTime: 1819.5, duration: 57, other: 48, scriptEvaluation: 9 },
      { urlIndex: 1, startTime: 717.6, duration: 52, other: 51.5, parseHTML: 0.5 },
    ],
  };

  it("should count a task as the page's when the page did a millisecond or more of its own work in it", () => {
    const tasks = longTaskBreakdowns(debugData);
    expect(tasks.map((task) => task.duration)).toEqual([75, 57, 52]);
    expect(tasks.map(isPageWork)).toEqual([false, true, false]);
  });

  it("should judge the target on the page's tasks and still print the longest of any kind", () => {
    const runs = [run({ longestTaskMs: 120, longestPageTaskMs: 30 }), run({}), run({})];
    expect(benchRow({ route: '/', page: runs, twin: runs }, 700)).toMatchObject({
      'longest page task (max)': '< 50 ms',
      'longest task of any kind': '120 ms',
      targets: 'met',
    });
  });
});
