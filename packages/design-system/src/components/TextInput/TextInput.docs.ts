import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'For one line of text: a name, an e-mail address, a phone number (the type picks the keyboard).',
  ],
  whenNotToUse: [
    'For several lines: TextArea. For a fixed set of answers: Checkbox, CheckboxGroup or radios.',
  ],
  content: [
    "Let the Field's label say what to type; use `autoComplete` so browsers can fill it. No placeholder as a label.",
  ],
  accessibility: [
    'Always inside a Field, which gives it its label and links its hint and error.',
    '16 px text (no zoom on iPhones), 44 px tall, a 3:1 border; hover darkens the border and focus draws the ring.',
  ],
};
