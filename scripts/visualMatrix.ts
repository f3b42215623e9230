/**
 * What the screenshot gate covers and how strictly: every story in each theme at each width. A story is
 * rendered and played once per width, in one Vitest project per width (instances of one browser project
 * in vitest.config.ts); that one render is captured in light, re-themed to dark and captured again
 * (.storybook/vitest.visual.ts). The same theme and width pairs are Chromatic's modes (.storybook/modes.ts).
 */
export type Theme = 'light' | 'dark';
export type Viewport = 'desktop' | 'mobile';

/** The themes in the order they are captured: a story is played in the first. */
export const capturedThemes = ['light', 'dark'] as const satisfies readonly Theme[];
const viewports = ['desktop', 'mobile'] as const satisfies readonly Viewport[];

export interface StoryProject {
  /** The Vitest project (desktop keeps the historical plain name `storybook`). */
  name: string;
  viewport: Viewport;
}

export const storyProjects: StoryProject[] = viewports.map((viewport) => ({
  name: viewport === 'mobile' ? 'storybook-mobile' : 'storybook',
  viewport,
}));

export interface VisualMode {
  theme: Theme;
  viewport: Viewport;
  /** The story project that captures it. */
  project: string;
  /** Folder of its baselines under visual-baselines/. */
  dir: string;
}

export const visualMatrix: VisualMode[] = capturedThemes.flatMap((theme) =>
  storyProjects.map(({ name, viewport }) => ({
    theme,
    viewport,
    project: name,
    dir: `${theme}-${viewport}`,
  })),
);

/**
 * The name a story's capture in `theme` is taken under: the theme, then the name Vitest gives a test's
 * first screenshot (`<test name> 1`), so each theme's file keeps the name it had when every theme was a
 * project of its own. Vitest keeps the slash as a path separator in what it hands to
 * `resolveScreenshotPath`, where `modeOfCapture` reads the theme back.
 */
export const captureName = (theme: Theme, testName: string) => `${theme}/${testName} 1`;

/** The mode of a capture taken in `project` under `captureName`, and its file name without the theme. */
export function modeOfCapture(project: string, arg: string): { mode: VisualMode; name: string } {
  const [theme, ...rest] = arg.split('/');
  const mode = visualMatrix.find((candidate) => candidate.project === project && candidate.theme === theme);
  if (!mode || rest.length === 0)
    throw new Error(`A screenshot "${arg}" from ${project}: no theme and story project of the gate`);
  return { mode, name: rest.join('/') };
}

/** How a failure in a theme other than the one the story was played in begins: it names the theme. */
export const inTheme = (theme: Theme) => `In the ${theme} theme (the same render, re-themed)`;

/**
 * The mode a story's failure belongs to: that of the baseline folder a mismatched screenshot was
 * compared with (visual-baselines/<theme>-<viewport>/), or else the theme the message names (every
 * failure after the switch does, `inTheme`) at the project's width; a failure that names none came
 * from the render as it was played.
 */
export function modeOfFailure(project: string, message: string, reference?: string): VisualMode {
  const path = reference?.replaceAll('\\', '/') ?? '';
  const compared = visualMatrix.find(({ dir }) => path.includes(`visual-baselines/${dir}/`));
  if (compared) return compared;
  const theme = capturedThemes.find((candidate) => message.includes(inTheme(candidate))) ?? capturedThemes[0];
  const mode = visualMatrix.find((candidate) => candidate.project === project && candidate.theme === theme);
  if (!mode) throw new Error(`A failure from ${project}, which is no story project of the gate`);
  return mode;
}

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
