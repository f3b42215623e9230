import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'For a few short facts about one thing: a role’s team, location, type, salary and closing date.',
  ],
  whenNotToUse: [
    'For figures to celebrate: StatGrid. For steps: ProcessSteps. For long answers: headings and text.',
  ],
  content: ['Labels of one or two words; values short enough to read at a glance.'],
  accessibility: [
    'A description list, so each value is read with its label. Inline, the labels are hidden from sight only.',
  ],
};
