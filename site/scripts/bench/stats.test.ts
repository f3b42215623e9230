import { describe, expect, it } from 'vitest';
import { benchRow, median, type RunFigures } from './stats';

const run = (figures: Partial<RunFigures>): RunFigures => ({
  performance: 100,
  lcpMs: 750,
  tbtMs: 0,
  tbtAfterPaintMs: 0,
  cls: 0,
  longestTaskMs: 0,
  longestScriptTaskMs: 0,
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
          run({ lcpMs: 900, longestScriptTaskMs: 55 }),
          run({ lcpMs: 1000, longestTaskMs: 60, longestScriptTaskMs: 60 }),
          run({ lcpMs: 800 }),
        ],
        twin: [
          run({ lcpMs: 900, tbtMs: 30, tbtAfterPaintMs: 5 }),
          run({ lcpMs: 900, tbtMs: 10 }),
          run({ lcpMs: 900, tbtMs: 20, tbtAfterPaintMs: 3 }),
        ],
      },
      800,
    );
    expect(row).toMatchObject({
      LCP: '900 ms',
      'twin TBT median (same two)': '3 ms, 20 ms',
      'LCP/limit': '1.13',
      'LCP/twin': '1.00',
      'longest script in a task (median, max)': '55 ms, 60 ms',
      'twin longest task': '< 50 ms',
      targets: 'MISSED',
    });
  });

  it('should print a layout shift too small for three decimals, which still misses CLS 0', () => {
    const runs = [run({}), run({ cls: 0.00012 }), run({})];
    expect(benchRow({ route: '/', page: runs, twin: runs }, 700)).toMatchObject({
      'CLS (max)': '0.0001',
      targets: 'MISSED',
    });
  });

  it('should judge the score on its median and print the worst run beside it', () => {
    const runs = [run({ performance: 97 }), run({ performance: 99 }), run({})];
    expect(benchRow({ route: '/', page: runs, twin: runs }, 700)).toMatchObject({
      'perf (median, min)': '99, 97',
      targets: 'met',
    });
    const twoBadRuns = [run({ performance: 98 }), run({ performance: 97 }), run({})];
    expect(benchRow({ route: '/', page: twoBadRuns, twin: runs }, 700).targets).toBe('MISSED');
  });

  it('should hold LCP within 1.10x the limit page', () => {
    const at = (lcpMs: number) => [run({ lcpMs }), run({ lcpMs }), run({ lcpMs })];
    expect(benchRow({ route: '/', page: at(770), twin: at(770) }, 700).targets).toBe('met');
    expect(benchRow({ route: '/', page: at(785), twin: at(785) }, 700)).toMatchObject({
      'LCP/limit': '1.12',
      targets: 'MISSED',
    });
  });

  it('should say met when every run is within every target', () => {
    const runs = [run({}), run({ tbtMs: 10 }), run({})];
    expect(benchRow({ route: '/', page: runs, twin: runs }, 700).targets).toBe('met');
  });
});

describe('TBT', () => {
  it("should judge the target on the blocking after the paint and print Lighthouse's own beside it", () => {
    const beforePaint = [run({ tbtMs: 85 }), run({ tbtMs: 60, tbtAfterPaintMs: 4 }), run({ tbtMs: 0 })];
    expect(benchRow({ route: '/', page: beforePaint, twin: beforePaint }, 700)).toMatchObject({
      'TBT median (after paint, Lighthouse)': '0 ms, 60 ms',
      targets: 'met',
    });
    const afterPaint = [
      run({ tbtMs: 30, tbtAfterPaintMs: 30 }),
      run({ tbtMs: 25, tbtAfterPaintMs: 21 }),
      run({}),
    ];
    expect(benchRow({ route: '/', page: afterPaint, twin: afterPaint }, 700)).toMatchObject({
      'TBT median (after paint, Lighthouse)': '21 ms, 25 ms',
      targets: 'MISSED',
    });
  });
});

describe('long tasks', () => {
  it("should judge the target on the page's script tasks and still print the longest of any kind", () => {
    const runs = [run({ longestTaskMs: 120, longestScriptTaskMs: 30 }), run({}), run({})];
    expect(benchRow({ route: '/', page: runs, twin: runs }, 700)).toMatchObject({
      'longest script in a task (median, max)': '0 ms, 30 ms',
      'longest task of any kind': '120 ms',
      targets: 'met',
    });
  });

  it('should judge script tasks on the median run and print the worst beside it', () => {
    const oneSlowRun = [run({ longestScriptTaskMs: 70 }), run({ longestScriptTaskMs: 40 }), run({})];
    expect(benchRow({ route: '/', page: oneSlowRun, twin: oneSlowRun }, 700)).toMatchObject({
      'longest script in a task (median, max)': '40 ms, 70 ms',
      targets: 'met',
    });
    const twoSlowRuns = [run({ longestScriptTaskMs: 70 }), run({ longestScriptTaskMs: 55 }), run({})];
    expect(benchRow({ route: '/', page: twoSlowRuns, twin: twoSlowRuns }, 700).targets).toBe('MISSED');
  });
});
