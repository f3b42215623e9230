import type { Guidance } from '../../storybook/guidance';

/** The docs-page descriptions of the Header stories (shown by autodocs above the stories). */
export const headerDocs = `
The site header: brand link, main navigation and the Contact Us button. Use it once per page, at the
top, above \`<main>\`. It is sticky; once the page is scrolled more than 10 px it turns translucent
with a blur and a shadow (\`data-state="scrolled"\`). Its background is the \`translucent.surfaceTranslucent\`
token, opaque enough that its text keeps 4.5:1 over the darkest band that can pass beneath. Do not use
it for in-page tabs or section links.

Links render through \`LinkProvider\`, so the site's router link is used. Both navigations are in the
HTML and CSS shows one per breakpoint (md, 900 px); the hidden one is \`display: none\` and invisible
to assistive technology. **It works before JavaScript**: every destination is a real link and the
mobile menu is opened by the browser, so a prerendered page that has not hydrated yet (or never
will) is fully usable; hydration adds the behaviour below on top of the same markup.

**Desktop (md and up).** Built on Radix NavigationMenu. Services is a link to its own page (Radix's
trigger rendered as the link): a click or Enter goes there, and the pointer resting on it after a
click does not open the dropdown over that page until it has left. Its dropdown opens while the
pointer is over it, and from the keyboard with Space or ArrowDown (ArrowDown also moves into the panel). Tab
moves through the links, Escape closes and returns focus to Services. Left/Right move between
top-level items. The current page has \`aria-current="page"\`; Services is marked
\`aria-current="true"\` on its child pages, and a plain link on the pages below its address (Jobs on a
role at /jobs/…), in the bar and in the phone menu alike. A child's one-line description is read as its
description, not its name.
`;

export const headerMobileDocs = `
Below the md breakpoint (900 px) the header shows a menu toggle ("Open menu" / "Close menu") that
opens a panel under the bar. The menu is a \`<details>\` and its toggle the \`<summary>\`, so it opens
and closes without JavaScript and browsers announce it as an expanded or collapsed button; CSS swaps
the toggle's name and icon and stops the page behind from scrolling. It is a disclosure, not a modal:
no focus trap. Once hydrated, Escape closes it and puts focus back on the toggle, choosing a link
closes it, and it closes itself when the window grows past the breakpoint (resize debounced 250 ms).
A menu opened before hydration stays open and gets this behaviour as it hydrates. Each group
(Services) is a \`<details>\` too, expanding and collapsing independently of the others; the group
holding the current page starts open. Contact Us is the last control in the panel.
`;

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['Once per page, at the top: the brand, the main navigation and the Contact Us button.'],
  whenNotToUse: ['For in-page tabs or links to sections of a page.'],
  content: [
    "Top-level items of one or two words, in the visitor's terms; the dropdown's links add a one-line description when names are not enough.",
  ],
  accessibility: [
    'Every item is a real link that works before JavaScript; the current page is marked for screen readers.',
    'Desktop: Tab moves through items, Space or ArrowDown opens Services, Escape closes it. Mobile: the menu toggle is a button that announces open or closed, and Escape closes it.',
    'Hover and keyboard focus show on every item (see the States stories).',
  ],
};
