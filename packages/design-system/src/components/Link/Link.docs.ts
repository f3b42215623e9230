import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'To go somewhere: another page, a section, an e-mail address or phone number.',
    'Inline in a sentence, where the words themselves say where it goes.',
  ],
  whenNotToUse: [
    'To do something on the page (send, open, close): use a Button.',
    'As a bare URL or "click here": name the destination instead.',
  ],
  content: [
    'Name the destination or what the visitor gets: **Read our privacy policy**, not "here".',
    'Keep it short; a link that needs context off-screen ("Learn more") gets hidden words for screen readers saying about what.',
  ],
  accessibility: [
    'Reached with Tab, followed with Enter. Underlined and in the accent colour, so it is not told by colour alone.',
    'Hover thickens the underline; keyboard focus draws the 3 px ring.',
    'The site hands it its router link (LinkProvider), so links navigate without a reload but stay real `<a href>` that work before JavaScript.',
  ],
};
