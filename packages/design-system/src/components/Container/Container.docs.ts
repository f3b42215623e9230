import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    "To keep a page's content to a readable width with the page margins, inside a full-width band.",
  ],
  whenNotToUse: [
    'For a full-width band with a background: use Section, which already holds a Container.',
    'To space items: use the layout of the block itself.',
  ],
  content: ['It holds no text of its own.'],
  accessibility: [
    'Purely visual: it adds no role and no landmark, so it never changes what screen readers announce.',
  ],
};
