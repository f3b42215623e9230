import { describe, expect, it } from 'vitest';
import { failuresOfTest, type CaptureArtifact } from './visualFailures';

const test = { project: 'storybook-mobile', file: 'src/Card.stories.tsx', story: 'As article' };
const said = (pixels: number) =>
  `Screenshot does not match the stored reference.\n${pixels} pixels (ratio 0.01) differ.`;
const reference = (dir: string) => `/repo/visual-baselines/${dir}/src/Card.stories.tsx/As-article-1.png`;
/** A mismatch as the test's error words it, and the artifact toMatchScreenshot recorded with it. */
const mismatch = (dir: string, pixels: number): [string, CaptureArtifact] => [
  `expect(element).toMatchScreenshot()\n\n${said(pixels)}\n\nReference screenshot:\n  ${reference(dir)}`,
  { message: said(pixels), images: { reference: reference(dir), actual: `/tmp/${dir}-actual.png` } },
];

describe('failuresOfTest', () => {
  it('given both themes mismatched, should show each under its mode with its own pictures', () => {
    const [lightError, lightArtifact] = mismatch('light-mobile', 120);
    const [darkError, darkArtifact] = mismatch('dark-mobile', 340);
    const shown = failuresOfTest(
      test,
      [lightError, `In the dark theme (the same render, re-themed): ${darkError}`],
      [lightArtifact, darkArtifact],
    );
    expect(shown.map(({ project, images }) => `${project}: ${images.actual}`)).toEqual([
      'light mobile: /tmp/light-mobile-actual.png',
      'dark mobile: /tmp/dark-mobile-actual.png',
    ]);
    expect(shown[1]?.message).toContain('340 pixels');
    expect(shown[1]?.message).not.toContain('Reference screenshot');
  });

  it('given a light mismatch and a dark axe violation, should show the violation in dark with no pictures', () => {
    const [lightError, lightArtifact] = mismatch('light-mobile', 120);
    const violation = 'In the dark theme (the same render, re-themed): expect(received).toHaveNoViolations()';
    const shown = failuresOfTest(test, [lightError, violation], [lightArtifact]);
    expect(shown.map(({ project, images }) => `${project} ${Object.keys(images).length}`)).toEqual([
      'light mobile 2',
      'dark mobile 0',
    ]);
  });
});
