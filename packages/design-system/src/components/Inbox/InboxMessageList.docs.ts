import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['On the staff inbox, beside InboxMessageView: the messages the filters show, newest first.'],
  whenNotToUse: [
    'While the messages load or could not be loaded: show InboxLoading or InboxError in its place.',
    'For anything a visitor sees: it lists personal data for staff only.',
  ],
  content: [
    'The heading names the list (**Messages**) and counts the unread ones in the whole inbox (**3 unread**, **None unread**), not only those shown.',
    'The preview is the start of the message; the row cuts it to one line. Times are UK time, formatted by the site.',
    'Older messages come a page at a time: **Show More** under the list, **Loading more...** while they come.',
  ],
  accessibility: [
    'Each row is a button: Tab reaches it, Enter or Space opens it; the arrow keys, Home and End move between rows.',
    'Unread rows show a dot and heavier text, and screen readers hear **Unread** before the sender; colour is never the only cue.',
    'The open message is marked with `aria-current`, shown by a bar as well as a tint (the system highlight in forced colours).',
    'Each row is at least 44 px tall; focus draws the 3 px ring inside the row.',
    'Show More comes after the last row in the tab order; once the next page is in, focus moves to its first row, so the keyboard carries on where it was.',
  ],
};
