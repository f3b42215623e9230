import { describe, expect, it } from 'vitest';
import { blockingAfterPaintMs, type SimulatedTask } from './blockingAfterPaint';

// Shaped like a simulated page load on Lighthouse's slow phone: the HTML arrives at 600 ms, the
// browser commits the document, the parser runs the head's script, the first layout paints.
const commit: SimulatedTask = { startMs: 600, endMs: 740, ranBeforeFirstPaint: true };
const parse: SimulatedTask = { startMs: 740, endMs: 800, ranBeforeFirstPaint: true };
const firstLayout: SimulatedTask = { startMs: 800, endMs: 856, ranBeforeFirstPaint: true };
const hydrationTurn = (startMs: number, ms: number): SimulatedTask => ({
  startMs,
  endMs: startMs + ms,
  ranBeforeFirstPaint: false,
});

describe('blockingAfterPaintMs', () => {
  it('should not count the tasks the first paint waited for, though the estimated paint falls inside them', () => {
    // Lighthouse's estimate put the paint at 650 ms, inside the commit: it counts 90 - 50 ms of it.
    expect(
      blockingAfterPaintMs([commit, parse, firstLayout], { firstPaintMs: 650, interactiveMs: 920 }),
    ).toBe(0);
  });

  it('should count a long task after the paint, beyond its first 50 ms', () => {
    const tasks = [commit, parse, firstLayout, hydrationTurn(900, 64), hydrationTurn(1000, 40)];
    expect(blockingAfterPaintMs(tasks, { firstPaintMs: 650, interactiveMs: 1100 })).toBe(14);
  });

  it('should start from the estimated paint when it comes after every task that preceded the paint', () => {
    const lateTurn = hydrationTurn(880, 80);
    expect(blockingAfterPaintMs([commit, lateTurn], { firstPaintMs: 900, interactiveMs: 1000 })).toBe(10);
  });

  it('should not count what comes after the page is interactive', () => {
    expect(
      blockingAfterPaintMs([commit, hydrationTurn(1200, 90)], { firstPaintMs: 650, interactiveMs: 1100 }),
    ).toBe(0);
  });
});
