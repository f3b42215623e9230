/**
 * True when the story tests run with motion on (`pnpm test:stories:motion`, which sets
 * STORYBOOK_MOTION=on): every play function must pass as designers see the stories in
 * `pnpm storybook`, where content below the fold waits hidden and fades in once scrolled to. Those
 * runs take no screenshots, since the baselines show the page at rest.
 */
export const storiesWithMotion = import.meta.env.STORYBOOK_MOTION === 'on';
