import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['Once in every public form, to catch spam bots without asking people to prove they are human.'],
  whenNotToUse: ['As a real field: people never see it.'],
  content: ['Its label is for bots only; it never needs wording for people.'],
  accessibility: [
    'Off-screen, hidden from screen readers and out of the tab order, so no person meets it; autofill is turned off so browsers do not fill it.',
  ],
};
