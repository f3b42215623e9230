/**
 * What the screenshot gate covers and how strictly: every story in each theme at each width, one
 * Vitest project per pair. The same pairs are Chromatic's modes (.storybook/modes.ts).
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
 * The pinned build renders the same bytes run after run, so no pixel may change. The colour
 * threshold only forgives the ±1-level rounding another CPU's vector code could give an
 * anti-aliased edge; the self-test (visualSelfTest.ts) proves it still catches a slight hue shift.
 */
export const comparatorOptions = { threshold: 0.02, allowedMismatchedPixels: 0 };
