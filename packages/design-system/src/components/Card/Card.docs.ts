import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['To group one item on a raised surface: a contact detail, office hours, a value.'],
  whenNotToUse: [
    'As a link or button in itself: put a real link inside (as ServiceCard does).',
    'For a service: use ServiceCard. For a list of short features: FeatureGrid.',
  ],
  content: [
    'One idea per card, with a short heading. Cards in a row should hold about the same amount of text.',
  ],
  accessibility: [
    'Use `as="article"` for a self-contained item and `as="li"` inside a list, so screen readers hear the structure.',
    'Nothing in a card is focusable except the controls inside it.',
  ],
};
