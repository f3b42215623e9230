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
