import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['Above the staff inbox list, to narrow it and to export what it shows.'],
  whenNotToUse: [
    'For a site search a visitor uses: it filters staff data and exports it.',
    'For sorting: the list is always newest first.',
  ],
  content: [
    'Short labels (**Search**, **Interest**, **Unread only**), with a hint saying what the search looks in. The select lists the services by their titles after **All interests**.',
    'The export button says the format: **Export CSV**; while the file is made it says **Exporting...**.',
  ],
  accessibility: [
    'A search landmark with a name, so screen-reader users can jump to it.',
    'Native controls with visible labels: Tab between them, type to search, arrows choose an interest, Space ticks Unread only, Enter exports.',
    'Every change filters at once: Enter in the search box does not post the form or reload the page.',
  ],
};
