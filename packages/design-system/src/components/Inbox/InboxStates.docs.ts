import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'In the staff inbox, in place of the list: **InboxEmpty** when nothing has arrived, **InboxNoMatches** when the filters hide every message, **InboxLoading** while the messages load, **InboxError** when they could not be loaded.',
    'In place of the whole inbox: **InboxAccessNotice** when nobody is signed in or the account has no staff access.',
    'Under the list, always: **InboxRetentionNote**.',
  ],
  whenNotToUse: [
    'For a failed action on one message (mark read, send again, delete): the message view announces it with its `error`.',
    'For a form error at sign-in: StaffSignIn shows it.',
  ],
  content: [
    'A title that says what is so (**No messages yet**, **You are signed out**) and one sentence on what to do or what to expect.',
    'One action at most, named by its verb: **Clear Filters**, **Try Again**, **Sign In**, **Sign Out**.',
    'The retention note gives the period in months, as the privacy notice does.',
  ],
  accessibility: [
    'Loading is a polite status; the placeholder rows are hidden from screen readers and are as tall as real rows, so nothing jumps when the messages arrive.',
    'An error is announced at once (role=alert); no matches is said politely, as it follows each keystroke of the search.',
    'Icons are decoration: every state is said in words.',
  ],
};
