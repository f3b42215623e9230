import { describe, expect, it } from 'vitest';
import { judgePlants, type JsonReport } from './visualSelfTestVerdict';

const plant = { id: 'hue', change: 'accent hue +6', file: 'src/Button.stories.tsx', story: 'Primary' };
const reportWith = (status: string, failureMessages: string[] = []): JsonReport => ({
  testResults: [
    {
      name: '/repo/src/Button.stories.tsx',
      assertionResults: [{ title: 'Primary', status, failureMessages }],
    },
  ],
});

describe('judgePlants', () => {
  it('given a planted story whose screenshot mismatched, should count it caught and quote the gate', () => {
    const failure =
      'expect(element).toMatchScreenshot()\n\nScreenshot does not match the stored reference.\n3924 pixels (ratio 0.01) differ.';
    const { lines, missed } = judgePlants([plant], reportWith('failed', [failure]));
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
});
