import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'To list several ServiceCards: one column on phones, two on small screens, three (or two) on wide ones.',
  ],
  whenNotToUse: ['For one service: use ServiceCard alone. For short features without links: FeatureGrid.'],
  content: ["Keep cards' texts about the same length so rows look even."],
  accessibility: [
    'A list: screen readers announce how many services there are.',
    'Cards enter one after another as they scroll into view; with reduced motion they simply appear.',
  ],
};
