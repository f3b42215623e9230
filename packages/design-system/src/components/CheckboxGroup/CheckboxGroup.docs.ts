import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['For "pick any" choices from a short list, such as the contact form\'s interests.'],
  whenNotToUse: ['For one yes/no choice: Checkbox. For one choice out of many: radio buttons or a select.'],
  content: ['A legend that asks the question, and option labels of a few words each, in a meaningful order.'],
  accessibility: [
    'A fieldset whose legend names the group, so screen readers say the question before each option.',
    "Every option is a tab stop and Space toggles it; the group's error is announced with the legend.",
  ],
};
