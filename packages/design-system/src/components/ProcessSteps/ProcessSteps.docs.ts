import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['For steps that happen in order: how a project runs, how an implementation goes.'],
  whenNotToUse: ['For items without an order: use FeatureGrid.'],
  content: [
    'Three to five steps, each a one- or two-word title and a sentence. Start titles with a noun or verb consistently.',
  ],
  accessibility: [
    'An ordered list: screen readers say "1 of 4", so the visible number badge is hidden from them and not read twice.',
    'Step titles are headings to jump between.',
  ],
};
