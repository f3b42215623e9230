import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'Above a list a visitor narrows by a few known values (roles by team and location), where each filtered list is a page of its own.',
  ],
  whenNotToUse: [
    'For free text or many values: a search field. For moving between sections of a page: links in the page or Tabs.',
  ],
  content: [
    'A group label of one word (Team, Location); an "All …" choice first in each group; the count of what each choice lists.',
    'Offer only choices that list something: a filter that leads to an empty page is a dead end.',
  ],
  accessibility: [
    'A navigation landmark named by `label`; each row a group named by its label.',
    'The list shown is the current page (aria-current), shown filled and in bold, and with a thicker border in forced colours.',
    'Each choice is at least 44 px high, and takes the focus ring like every link.',
  ],
};
