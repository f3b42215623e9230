import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'Once per page, near the end, to ask for the next step: contact the company or request a demo.',
  ],
  whenNotToUse: [
    'More than once on a page, or at the top: the Hero carries the first actions.',
    'For a notice or a message: use Toast or text in a Section.',
  ],
  content: [
    'A heading that states the benefit, a sentence at most, one primary action and at most one secondary.',
    'Action labels as for Button: verb first, two or three words.',
  ],
  accessibility: [
    'A landmark region named by its heading, so it can be found from the landmarks list.',
    'On the dark band, the focus ring switches to the on-dark colour and keeps 3:1.',
  ],
};
