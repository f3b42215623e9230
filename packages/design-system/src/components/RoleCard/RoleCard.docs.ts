import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['For each open role in a list of roles, inside RoleList.'],
  whenNotToUse: [
    'For a service or a product: ServiceCard. For the role’s own page: FactList beside the text.',
  ],
  content: [
    'The title as job boards would show it; facts in the order job seekers sort by (team, location and how it is worked, type); a summary of one or two sentences.',
  ],
  accessibility: [
    'The title is the only link, so a screen reader’s list of links reads each role by name.',
    'The facts are a description list: each value is read with its label, though the labels are hidden from sight.',
  ],
};
