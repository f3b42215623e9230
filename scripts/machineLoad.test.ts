import { describe, expect, it } from 'vitest';
import { busyShareBetween, otherShareBetween } from './machineLoad';

describe('how busy the processors were between two readings', () => {
  it('counts idle and waiting-for-disk time as not busy, the rest as busy', () => {
    // 1000 ticks passed: 300 user, 100 system, 500 idle, 100 iowait.
    const before = 'cpu  1000 0 500 8000 200 0 0 0 0 0';
    const after = 'cpu  1300 0 600 8500 300 0 0 0 0 0';
    expect(busyShareBetween(before, after)).toBeCloseTo(0.4);
  });

  it('counts work at low priority and stolen time as busy', () => {
    const before = 'cpu  0 0 0 0 0 0 0 0 0 0';
    const after = 'cpu  0 600 0 200 0 0 0 200 0 0';
    expect(busyShareBetween(before, after)).toBeCloseTo(0.8);
  });

  it('is nothing when no time passed', () => {
    const line = 'cpu  5 5 5 5 5 5 5 5 0 0';
    expect(busyShareBetween(line, line)).toBe(0);
  });
});

describe('how much of the processors other work used between two readings', () => {
  // Our processes' clock ticks so far, each keyed by its id and start time.
  const before = {
    machine: 'cpu  1000 0 0 9000 0 0 0 0 0 0',
    processes: new Map([['10@1', 500]]),
  };

  it('is the busy time that was not our own', () => {
    // 1000 ticks passed, 800 of them busy, 300 of those ours.
    const after = {
      machine: 'cpu  1800 0 0 9200 0 0 0 0 0 0',
      processes: new Map([['10@1', 800]]),
    };
    expect(otherShareBetween(before, after)).toBeCloseTo(0.5);
  });

  it('is nothing while only our own work keeps the processors busy', () => {
    const after = {
      machine: 'cpu  2000 0 0 9000 0 0 0 0 0 0',
      processes: new Map([['10@1', 1500]]),
    };
    expect(otherShareBetween(before, after)).toBe(0);
  });

  it("counts a process of ours that started meanwhile as ours, and one that left our tree as nothing, not as others' time", () => {
    // A browser of ours with 4000 ticks ends (or leaves our tree: its parent ended and it was
    // re-parented) while a new one uses 600: all 1000 ticks were busy, and all of them ours.
    const start = {
      machine: 'cpu  1000 0 0 9000 0 0 0 0 0 0',
      processes: new Map([
        ['10@1', 500],
        ['20@5', 4000],
      ]),
    };
    const after = {
      machine: 'cpu  2000 0 0 9000 0 0 0 0 0 0',
      processes: new Map([
        ['10@1', 900],
        ['30@9', 600],
      ]),
    };
    expect(otherShareBetween(start, after)).toBe(0);
  });

  it('counts a process id used again by a new process as a new process', () => {
    const start = { machine: 'cpu  0 0 0 0 0 0 0 0 0 0', processes: new Map([['10@1', 5000]]) };
    const after = {
      machine: 'cpu  1000 0 0 0 0 0 0 0 0 0',
      processes: new Map([['10@7', 1000]]),
    };
    expect(otherShareBetween(start, after)).toBe(0);
  });
});
