/**
 * Visual regression for every story: after a story has rendered and its play function has passed,
 * wait for the page to come to rest, capture it and compare it with the committed baseline
 * (`visual-baselines/<theme>-<viewport>/`). Runs in each story project of the theme × viewport
 * matrix (vitest.config.ts). Where the pinned Chromium cannot run, stories are still played and
 * checked by axe, but nothing is captured; the run says so (scripts/visualReport.ts).
 */
import { afterEach, beforeEach, expect, inject, vi } from 'vitest';
import { page } from 'vitest/browser';
import { vars } from '@rico/design-system';
import { settledFrame } from './settledFrame';
import { storiesWithMotion } from './storyMotion';
import { visualPlants } from './visualPlants';

// A fixed clock for Date only (timers stay real, Radix and toasts need them): copyright years and
// anything date-derived render the same every day.
const FIXED_NOW = new Date('2026-06-15T09:30:00Z');

const gate = inject('visualGate');
const planted = new Set(inject('visualPlants'));
const colorVar = (role: string) =>
  (vars.color as Record<string, string>)[role]?.replace(/^var\((--[^,)]+).*$/, '$1') ?? role;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXED_NOW);
});

/**
 * The story's frame is as tall as its viewport and clips the rest, so a capture of a page story
 * showed only its first screen, blank below. Stretching the frame once to the story's full height
 * (as Chromatic does) puts every section in the picture; fixed elements (the cookie banner, toasts)
 * then sit at the foot of the whole page rather than of the first screen. Not for a story that has
 * scrolled (it shows what that scroll position looks like), nor for one sized by its viewport
 * (`100vh`), which grows with every stretch and so has no foot to show: both keep their viewport.
 */
async function showWholeStory(): Promise<void> {
  if (window.scrollY !== 0) return;
  const { innerWidth: width, innerHeight: height } = window;
  const fullHeight = document.documentElement.scrollHeight;
  if (fullHeight <= height) return;
  await page.viewport(width, fullHeight);
  await settledFrame();
  if (document.documentElement.scrollHeight > fullHeight) {
    await page.viewport(width, height);
    await settledFrame();
  }
}

afterEach(async (context) => {
  vi.useRealTimers();
  if (context.task.result?.state === 'fail' || storiesWithMotion || !gate.compare) return;
  for (const plant of visualPlants) {
    const sameFile = context.task.file.filepath.endsWith(plant.file);
    if (planted.has(plant.id) && sameFile && context.task.name === plant.story) plant.apply(colorVar);
  }
  // A toast closes itself after a few seconds, and on a busy machine that happened mid-capture (a
  // toast photographed half faded, then gone). The window losing focus pauses every toast's timer,
  // as it would for a person who switched windows, so the picture shows the toast at rest.
  window.dispatchEvent(new Event('blur'));
  await settledFrame();
  await showWholeStory();
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
