import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['For items of a list or grid below the fold that should enter one after another.'],
  whenNotToUse: ['For a single block: use Reveal. For content seen on arrival: leave it still.'],
  content: ['It adds no content; keep lists short enough that the last item does not wait long.'],
  accessibility: [
    'With reduced motion set, or before JavaScript runs, every item is simply there.',
    "The list's structure and order are unchanged for screen readers.",
  ],
};
