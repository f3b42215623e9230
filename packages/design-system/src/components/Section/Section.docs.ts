import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'For each band of a page after the Hero: an optional eyebrow, title and intro above its content.',
    'Alternate `default` and `sunken` tones down the page; `inverse` for one band of emphasis.',
  ],
  whenNotToUse: [
    'For the top of a page: use Hero.',
    "Just to add spacing: use Container or the block's own layout.",
  ],
  content: [
    'A title of a few words and an intro of a sentence or two. The eyebrow is a short category, not a sentence.',
  ],
  accessibility: [
    'With a title it is a landmark region named by its heading, so it appears in the landmarks list.',
    'On `inverse`, text, links and the focus ring switch to their on-dark colours and keep their contrast.',
  ],
};
