import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'At the top of the staff inbox, to choose between its sections: messages and job applications.',
  ],
  whenNotToUse: [
    'For moving between pages: a link, which the browser can open, keep and share.',
    'For more than a handful of choices: a select.',
  ],
  content: [
    'Each section by the plural noun it lists: **Messages**, **Applications**; the group is named **Show**.',
  ],
  accessibility: [
    'Toggle buttons (aria-pressed) in a named group, each its own tab stop; Space or Enter chooses.',
    'The section shown is filled and the other outlined, so it is told apart by shape as well as colour, forced colours too.',
  ],
};
