import type { Guidance } from '../../storybook/guidance';

/** The docs page text for designers and developers (Storybook autodocs). */
export const previewBannerDocs = `
A small floating note at the bottom left that tells developers whether the local preview backend is
running. It is a development helper, not product content: render it only in preview builds, never for
visitors of the live site. It appears once the document has loaded (never in prerendered HTML) and
floats above the cookie banner while that shows.

The close cross hides it for the rest of the browser session (sessionStorage); if storage is blocked,
it hides for the page view only.

**Keyboard and screen readers:** a complementary landmark named "Development preview". Tab reaches
Learn more and then the close button ("Dismiss preview banner"); Enter or Space closes it. The message
is a status region, so a switch between running and disconnected is announced politely.
`;

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'Only in local and preview builds, to tell the person testing whether the local backend is reachable.',
  ],
  whenNotToUse: [
    'In production: builds for a real project leave it out.',
    'For messages to visitors: use Toast.',
  ],
  content: ['One short sentence on the state and a link to more detail.'],
  accessibility: [
    'Its message is a status, announced politely as it changes; it can be dismissed with its button.',
  ],
};
