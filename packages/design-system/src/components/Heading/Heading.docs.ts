import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    "For every heading: the page's h1 (in Hero or PlaceholderPage), h2 for sections, h3 for items inside them.",
  ],
  whenNotToUse: [
    'To make text big or bold: use Text with a larger size.',
    'To skip a level for a smaller look: set `size` instead and keep the `level` in order.',
  ],
  content: ['Sentence-like and short: say what the section is about in a few words. One h1 per page.'],
  accessibility: [
    'Screen reader users move through a page by its headings: the levels must form an outline with no gaps.',
    '`level` sets the outline, `size` only the look; they can differ.',
  ],
};
