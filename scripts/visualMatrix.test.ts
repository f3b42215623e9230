import { describe, expect, it } from 'vitest';
import { allModes } from '../.storybook/modes';
import { captureName, modeOfCapture, modeOfFailure, visualMatrix } from './visualMatrix';

// What Vitest makes of a screenshot's name before it asks where the file lives: spaces to dashes,
// slashes kept as folders (its sanitizeArg).
const sanitised = (name: string) => name.replace(/\s+/g, '-').replace(/[^\w/-]+/g, '');

describe('the gate’s modes', () => {
  it('should keep one mode per theme and width, as Chromatic’s modes and the baseline folders have them', () => {
    expect(visualMatrix.map(({ dir, project }) => `${dir} ${project}`)).toEqual([
      'light-desktop storybook',
      'light-mobile storybook-mobile',
      'dark-desktop storybook',
      'dark-mobile storybook-mobile',
    ]);
    expect(Object.keys(allModes)).toEqual(['light desktop', 'light mobile', 'dark desktop', 'dark mobile']);
  });

  it('given the dark capture of a phone-width story, should find its mode and the name its baseline has', () => {
    const arg = sanitised(captureName('dark', 'First visit: cookie banner'));
    const { mode, name } = modeOfCapture('storybook-mobile', arg);
    expect(mode.dir).toBe('dark-mobile');
    expect(name).toBe('First-visit-cookie-banner-1');
  });

  it('given a story whose name has a slash, should keep the folder Vitest made of it', () => {
    expect(modeOfCapture('storybook', sanitised(captureName('light', 'A/B'))).name).toBe('A/B-1');
  });

  it('given a capture with no theme, should say so rather than pick a mode', () => {
    expect(() => modeOfCapture('storybook', 'Primary-1')).toThrow('no theme and story project of the gate');
  });
});

describe('modeOfFailure', () => {
  const reference = (dir: string) => `/repo/visual-baselines/${dir}/src/Card.stories.tsx/As-article-1.png`;

  it('given a screenshot mismatch, should name the mode whose baseline it was compared with', () => {
    const mode = modeOfFailure('storybook-mobile', 'Screenshot does not match', reference('dark-mobile'));
    expect(`${mode.theme} ${mode.viewport}`).toBe('dark mobile');
  });

  it('given a failure in the re-themed render with no picture, should name that theme at the project’s width', () => {
    const message = 'In the dark theme (the same render, re-themed): expect(received).toHaveNoViolations()';
    const mode = modeOfFailure('storybook', message);
    expect(`${mode.theme} ${mode.viewport}`).toBe('dark desktop');
  });

  it('given a failure that names no theme, should put it in the theme the story was played in', () => {
    const mode = modeOfFailure('storybook-mobile', 'expected "Send" to be disabled');
    expect(`${mode.theme} ${mode.viewport}`).toBe('light mobile');
  });
});
