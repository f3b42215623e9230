/** The docs-page descriptions of the Header stories (shown by autodocs above the stories). */
export const headerDocs = `
The site header: brand link, main navigation and the Contact Us button. Use it once per page, at the
top, above \`<main>\`. It is sticky; once the page is scrolled more than 10 px it turns translucent
with a blur and a shadow (\`data-state="scrolled"\`). Do not use it for in-page tabs or section links.

Links render through \`LinkProvider\`, so the site's router link is used. Both navigations are in the
HTML and CSS shows one per breakpoint (md, 900 px), so prerendered pages have real links; the hidden
one is \`display: none\` and invisible to assistive technology.

**Desktop (md and up).** Built on Radix NavigationMenu. Services opens its dropdown while the pointer
is over it, and from the keyboard with Enter, Space or ArrowDown (ArrowDown also moves into the
panel). Tab moves through the links, Escape closes and returns focus to the trigger. Left/Right move
between top-level items. The current page has \`aria-current="page"\`; its dropdown trigger is marked
with \`aria-current="true"\`. A child's one-line description is read as its description, not its name.
`;

export const headerMobileDocs = `
Below the md breakpoint (900 px) the header shows a toggle button ("Open menu" / "Close menu", with
\`aria-expanded\` and \`aria-controls\`) that opens a menu panel under the bar. It is a disclosure, not
a modal: no focus trap. Escape closes it and puts focus back on the toggle; choosing a link closes
it; the page behind does not scroll while it is open; it closes itself when the window grows past
the breakpoint (resize debounced 250 ms). Each group (Services) is a button with \`aria-expanded\`
that shows or hides its links independently of the others; the group holding the current page
starts open. Contact Us is the last control in the panel.
`;
