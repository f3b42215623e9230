import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'Above the staff inbox list of job applications, to show one role and to export what it shows.',
  ],
  whenNotToUse: ['For contact-form messages: InboxFilters, which searches and filters by interest.'],
  content: [
    'One label, **Role**; its first option, **All roles**, filters nothing. The roles are listed by their titles as candidates saw them, the speculative application last.',
    'The export button says the format: **Export CSV**; while the file is made it says **Exporting...**.',
  ],
  accessibility: [
    'A search landmark with a name, so screen-reader users can jump to it.',
    'A native select with a visible label: arrows choose a role, and the change filters at once; Enter does not post the form.',
  ],
};
