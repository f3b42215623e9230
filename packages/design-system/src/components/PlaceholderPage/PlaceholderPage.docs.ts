import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'As the whole body of a page that is not built yet, so the link to it still leads somewhere useful.',
  ],
  whenNotToUse: [
    "For a page that does not exist: the site's 404 page handles that.",
    'As a section inside a real page.',
  ],
  content: [
    'The page\'s real title as the h1, a short honest message ("Coming soon") and links on to pages that exist.',
  ],
  accessibility: [
    'The same landmarks and a single h1 as every page, so the visitor is never lost; the links on are real links in the tab order.',
  ],
};
