import { describe, expect, it } from 'vitest';
import { judgePlants, type JsonReport } from './visualSelfTestVerdict';

const plant = { id: 'hue', change: 'accent hue +6', file: 'src/Button.stories.tsx', story: 'Primary' };
const darkPlant = { ...plant, id: 'darkRaised', change: 'dark card lighter', theme: 'dark' as const };
const axePlant = {
  ...darkPlant,
  id: 'darkContrast',
  change: 'dark muted text dimmer',
  caughtBy: 'axe' as const,
};

const reportWith = (status: string, failureMessages: string[] = []): JsonReport => ({
  testResults: [
    {
      name: '/repo/src/Button.stories.tsx',
      assertionResults: [{ title: 'Primary', status, failureMessages }],
    },
  ],
});
/** A screenshot mismatch as toMatchScreenshot words it, against the baseline of `mode`. */
const mismatchIn = (mode: string) =>
  'expect(element).toMatchScreenshot()\n\nScreenshot does not match the stored reference.\n3924 pixels (ratio 0.01) differ.\n\n' +
  `Reference screenshot:\n  /repo/visual-baselines/${mode}/src/Button.stories.tsx/Primary-1.png`;
const darkContrastViolation =
  'In the dark theme (the same render, re-themed): expect(received).toHaveNoViolations(expected)\n\n' +
  'Received:\n\n"Elements must meet minimum color contrast ratio thresholds (color-contrast)"';

describe('judgePlants', () => {
  it('given a planted story whose screenshot mismatched, should count it caught and quote the gate', () => {
    const { lines, missed } = judgePlants([plant], reportWith('failed', [mismatchIn('light-desktop')]));
    expect(missed).toBe(0);
    expect(lines[0]).toContain('caught: 3924 pixels (ratio 0.01) differ.');
  });

  it('given a planted story that passed, should count it missed', () => {
    const { lines, missed } = judgePlants([plant], reportWith('passed'));
    expect(missed).toBe(1);
    expect(lines[0]).toContain('passed (MISSED)');
  });

  it('given a planted story that failed for another reason, should not count it caught', () => {
    const { lines, missed } = judgePlants(
      [plant],
      reportWith('failed', ['No existing reference screenshot found.']),
    );
    expect(missed).toBe(1);
    expect(lines[0]).toContain('failed for another reason');
  });

  it('given no result for a planted story, should count it missed', () => {
    expect(judgePlants([plant], { testResults: [] }).missed).toBe(1);
  });

  it('given a dark plant caught by the dark capture, should count it caught in dark', () => {
    const { lines, missed } = judgePlants([darkPlant], reportWith('failed', [mismatchIn('dark-desktop')]));
    expect(missed).toBe(0);
    expect(lines[0]).toContain('caught in dark: 3924 pixels');
  });

  it('given a dark plant whose light capture mismatched, should not count it caught', () => {
    const { lines, missed } = judgePlants([darkPlant], reportWith('failed', [mismatchIn('light-desktop')]));
    expect(missed).toBe(1);
    expect(lines[0]).toContain('the light capture mismatched, not the dark one');
  });

  it("given a plant for axe in dark and dark's axe run found it, should count it caught by axe", () => {
    const { lines, missed } = judgePlants([axePlant], reportWith('failed', [darkContrastViolation]));
    expect(missed).toBe(0);
    expect(lines[0]).toContain('caught by axe in dark: color-contrast');
  });

  it('given a plant for axe that only a screenshot caught, should not count it caught', () => {
    const { missed } = judgePlants([axePlant], reportWith('failed', [mismatchIn('dark-desktop')]));
    expect(missed).toBe(1);
  });
});
