import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'Once, as the staff inbox page: InboxFilters on top, InboxMessageList (or a state) and the open InboxMessageView beside it, the retention note under the list.',
  ],
  whenNotToUse: [
    "For anything else two-pane: it moves focus and hides the list on phones on the inbox's terms.",
    'Signed out or without staff access: show StaffSignIn or InboxAccessNotice alone instead.',
  ],
  content: [
    'Back button: **Back to List**. With no message open, a wide screen says what to do: **Choose a message to read it.**',
  ],
  accessibility: [
    'On a phone, opening a message moves focus to it (its name is read first); Back to List returns focus to the row that was open.',
    'When the open message goes away with focus in it (deleted), focus moves to the list rather than the top of the page.',
    "Which pane shows is decided by CSS, so it is right before the page's script runs; usable at 320 px wide with no sideways scrolling.",
  ],
};
