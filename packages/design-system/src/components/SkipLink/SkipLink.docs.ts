import type { Guidance } from '../../storybook/guidance';

/** The docs page text for designers and developers (Storybook autodocs). */
export const skipLinkDocs = `
A link that lets keyboard users jump past the header to the page's main content. It is the first
thing on every page, so it is the first Tab stop, and it is hidden until it has focus: press Tab on
a page and it appears over the top left corner, above the header; Tab again and it hides.

**When to use it.** Once per page, as the first element of \`<body>\`, pointing at the page's \`<main>\`.
A site with a header of more than a couple of links needs one: without it a keyboard user tabs
through every navigation item on every page before reaching the content.

**When not to.** Not for links between sections of a page (use a table of contents or normal links),
and not more than one per page.

**Content.** "Skip to main content": short, says where it goes. The site supplies the words.

**Accessibility.** A plain in-page link, so it works before and without JavaScript. Give its target
\`skipLinkTargetProps(id)\` (its id and \`tabIndex={-1}\`): following the link then moves focus into the
main region, not only the scroll position, and the next Tab reaches the first link in the content
rather than going back to the header. Enter follows it; screen readers announce it as a link. It
shows the focus ring and an underline, uses theme roles only (light and dark), and keeps a visible
border in forced colours.
`;

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    "Once per page, as the first element of the body, pointing at the page's `<main>`.",
    'On any page whose header has more than a couple of links: without it a keyboard user tabs through all of them on every page.',
  ],
  whenNotToUse: [
    'For links between sections of a page: use a table of contents or ordinary links.',
    'More than once on a page.',
  ],
  content: ['**Skip to main content**: short, and says where it goes. The site supplies the words.'],
  accessibility: [
    'The first Tab stop; hidden until focused, then shown over the top left corner above the header.',
    'Its target takes `skipLinkTargetProps(id)`, so following it moves focus into main and the next Tab reaches the content, not the header.',
    'A plain in-page link: works before and without JavaScript, keeps a visible edge in forced colours.',
  ],
};
