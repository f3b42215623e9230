import { addons } from 'storybook/preview-api';
import { Channel } from 'storybook/internal/channels';
import { STORY_RENDERED } from 'storybook/internal/core-events';

/*
 * storybook-addon-pseudo-states shows hover, focus-visible and active without pointing: it copies
 * every `:hover` rule into a `.pseudo-hover` one when it hears `storyRendered` on the preview's
 * channel, and puts those classes on the elements a story names. In `pnpm storybook` Storybook
 * brings the channel and the event. Under Vitest (the story tests and their screenshots) there is
 * neither: the addon takes its channel once, as it loads, and since Storybook 10.5 asking for a
 * channel when none is installed hands out a new throwaway one each time, so the addon would listen
 * on one object and nobody would ever speak on it. Its state stories would then show resting
 * controls and the screenshots would photograph that.
 *
 * So, under Vitest only, this file installs one channel that only carries events between the
 * preview's own listeners (no transport: nothing leaves the page), before the addon loads (main.ts
 * lists it ahead of every addon's preview); and before each story it announces a render. The rules are
 * copied from the stylesheets already in the page: a story file's styles load with the file,
 * before its stories run.
 */
const underVitest = import.meta.env.MODE === 'test';

if (underVitest && !addons.hasChannel()) addons.setChannel(new Channel({}));

// Also in `pnpm storybook`: there Storybook says "rendered" only after the play function, so a
// States story's play would check its states before the addon had copied the rules. Copying them
// again is harmless (the addon skips rules it has copied).
export const beforeEach = () => {
  addons.getChannel().emit(STORY_RENDERED);
};
