import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ["Once, at the top of a page: the page's one h1, a lead and up to two actions."],
  whenNotToUse: [
    'Further down a page: use Section.',
    'For a page that is not built yet: use PlaceholderPage.',
  ],
  content: [
    'A title of a few words that says what the page offers; a lead of one or two sentences.',
    'One primary action (**Contact Us**, **Request a Demo**) and at most one secondary.',
  ],
  accessibility: [
    "Its title is the page's only h1, the first thing a screen reader lands on after the header.",
    'It is never animated on arrival, so nothing on the first screen moves or waits.',
    'The illustration is hidden from screen readers unless it is given a title, which it then reads as an image.',
  ],
};
