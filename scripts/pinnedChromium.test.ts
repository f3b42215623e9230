import { describe, expect, it } from 'vitest';
import { platformProblem } from './pinnedChromium';

describe('platformProblem', () => {
  it('given Linux x64, should find none: the pinned build runs there', () => {
    expect(platformProblem('linux', 'x64')).toBeUndefined();
  });

  it('given another OS or CPU, should say which and what the build needs', () => {
    expect(platformProblem('darwin', 'arm64')).toBe(
      'the pinned Chromium (@sparticuz/chromium) ships only for Linux x64, this is darwin arm64',
    );
    expect(platformProblem('linux', 'arm64')).toContain('this is linux arm64');
  });
});
