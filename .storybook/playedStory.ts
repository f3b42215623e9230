import type { StoryContext } from '@storybook/react-vite';

/**
 * The context of the story whose play function has just ended, for the capture that runs after the
 * story's own hooks (vitest.visual.ts): whether the story asks for a theme of its own, and its a11y
 * parameters and result, for axe's run in the other theme. Recorded from the preview's afterEach.
 */
let played: StoryContext | undefined;

export function recordPlayedStory(context: StoryContext): void {
  played = context;
}

/** The recorded context of story `id`; fails rather than hand over another story's. */
export function playedStory(id: string | undefined): StoryContext {
  if (!played || played.id !== id)
    throw new Error(
      `No record of story ${id ?? '(no id)'} at the end of its play (last: ${played?.id ?? 'none'})`,
    );
  return played;
}
