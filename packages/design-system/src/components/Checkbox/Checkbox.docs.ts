import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['For one yes/no choice the visitor ticks themselves, such as consent.'],
  whenNotToUse: [
    'For several related choices: use CheckboxGroup.',
    'For a setting that takes effect at once: use a button.',
  ],
  content: [
    'Write the label as the statement being agreed to, starting with "I": **I consent to ...**. A link in it stays its own tab stop.',
  ],
  accessibility: [
    'Tab reaches the box, Space ticks it; clicking the label ticks it too.',
    'Its error is linked to it and announced; required is shown with a * and told to screen readers.',
    'Hover darkens the border; keyboard focus draws the ring.',
  ],
};
