import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'Once per site, in the footer: where a visitor looks for settings that hold on every page.',
    'To let a visitor override their device: System follows it, Light and Dark pin a theme.',
  ],
  whenNotToUse: [
    'Inside a page or a story to show a theme: themes are chosen by `data-theme`, not by this control.',
    'As a toggle of two states: it hides "follow my device", which most visitors want.',
  ],
  content: ['A short group label (**Theme**) and one word per choice: **System**, **Light**, **Dark**.'],
  accessibility: [
    'Three native radios in one group: Tab reaches the group, arrow keys change the choice.',
    'The choice is shown by more than colour (the selected pill is filled and outlined), and focus draws the ring.',
    'Native controls, so they keep their edges in forced colours and work before hydration.',
  ],
};
