import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'To present one service with its key features and a link to its page, usually in a ServiceGrid.',
  ],
  whenNotToUse: ['For something without a page of its own: use Card or FeatureGrid.'],
  content: [
    "The service's name as its title, one sentence, up to four features of a few words each, and **Learn More**.",
  ],
  accessibility: [
    'Only the Learn More link is focusable; it carries hidden words naming the service, so "Learn More" is not ambiguous in a list of links.',
    'The card is an article with a heading, so it can be found by heading.',
  ],
};
