import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['For a few headline figures and what they measure: "40% fewer wait times".'],
  whenNotToUse: [
    'For data to compare across rows and columns: use a table.',
    'For claims without a figure: use FeatureGrid.',
  ],
  content: [
    'A short figure (**40%**, **3x**, **24/7**) and a few words that complete it as a phrase. Four at most.',
  ],
  accessibility: [
    'A plain list: each item reads as one phrase, "40% fewer wait times", with no table to navigate.',
    'Works on the dark band with its contrast kept.',
  ],
};
