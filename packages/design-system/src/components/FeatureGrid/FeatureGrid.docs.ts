import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'For a set of short, parallel items: product features, company values, what we do. Three or six items in three columns, two or four in two.',
  ],
  whenNotToUse: [
    'For services with links to their pages: use ServiceGrid.',
    'For steps in order: use ProcessSteps. For figures: StatGrid.',
  ],
  content: [
    'A title of two to four words per item and one or two sentences under it. Items in a grid should be about the same length.',
  ],
  accessibility: [
    "A list, so screen readers announce how many items there are; each title is a heading (h3 under the section's h2) to jump between them.",
    'Icons are decorative and hidden from screen readers.',
  ],
};
