import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['For a block below the fold that should fade in the first time it scrolls into view.'],
  whenNotToUse: [
    'For the Hero or anything seen on arrival: it is never animated.',
    'For a list or grid: use Stagger.',
  ],
  content: ['It adds no content; the wrapped block keeps its own.'],
  accessibility: [
    'With reduced motion set, or before JavaScript runs, the content is simply there.',
    'Nothing is hidden from screen readers while it waits.',
  ],
};
