/**
 * What the screenshot gate covers and how strictly: every story in each theme at each width, one
 * Vitest project per pair (instances of one browser project in vitest.config.ts). The same pairs are
 * Chromatic's modes (.storybook/modes.ts).
 */
export interface VisualMode {
  theme: 'light' | 'dark';
  viewport: 'desktop' | 'mobile';
  /** The Vitest project (light desktop keeps the historical plain name `storybook`). */
  project: string;
  /** Folder of its baselines under visual-baselines/. */
  dir: string;
}

const themes = ['light', 'dark'] as const;
const viewports = ['desktop', 'mobile'] as const;

export const visualMatrix: VisualMode[] = themes.flatMap((theme) =>
  viewports.map((viewport) => ({
    theme,
    viewport,
    project: ['storybook', theme === 'dark' ? 'dark' : '', viewport === 'mobile' ? 'mobile' : '']
      .filter(Boolean)
      .join('-'),
    dir: `${theme}-${viewport}`,
  })),
);

/**
 * The colour threshold only forgives the ±1-level rounding another CPU's vector code could give an
 * anti-aliased edge. The pinned build is byte-stable for almost every story, but not all: a focused
 * input's rounded ring at the viewport's edge came out 27 pixels different between two runs of one
 * commit, and a gate that fails on that at random is one nobody trusts. So a few dozen pixels may
 * differ; the smallest planted regression of the self-test (visualSelfTest.ts: a control moved
 * 2 px) changes several hundred, and it proves every plant is still caught.
 * Pixels that pixelmatch takes for anti-aliasing count too (`includeAA`): left out, a 1 px line drawn
 * beside a control's border (lighter than one neighbour, darker than the other) counts as smoothing
 * and a new hairline round a text field passed with no pixel counted.
 */
export const comparatorOptions = { threshold: 0.02, includeAA: true, allowedMismatchedPixels: 40 };
