import { describe, expect, it } from 'vitest';
import { busyShareBetween } from './machineLoad';

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
