/**
 * Visual regression for every story: after a story has rendered and its play function has passed,
 * capture the page and compare it with the committed baseline (`visual-baselines/`). Runs in both
 * story projects, so each story is captured at a desktop and a mobile width.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { storiesWithMotion } from './storyMotion';

// A fixed clock for Date only (timers stay real, Radix and toasts need them): copyright years and
// anything date-derived render the same every day.
const FIXED_NOW = new Date('2026-06-15T09:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXED_NOW);
});

afterEach(async (context) => {
  vi.useRealTimers();
  if (context.task.result?.state === 'fail' || storiesWithMotion) return;
  // Web fonts must be in before capture, or the fallback font is photographed.
  await document.fonts.ready;
  // Let pending frames (Radix presence, ResizeObserver callbacks) settle.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
