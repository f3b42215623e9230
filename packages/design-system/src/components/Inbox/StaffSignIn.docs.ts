import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['On the staff inbox, for staff who are signed out: their e-mail address and password.'],
  whenNotToUse: [
    'For visitors: the site has no visitor accounts.',
    'When someone is signed in without staff access: show InboxAccessNotice with Sign Out instead.',
  ],
  content: [
    'Title **Staff sign-in**, one sentence on who it is for and how to get an account, the button **Sign In** (**Signing in...** while it works).',
    'An error says what went wrong without saying which of the two was wrong: **That e-mail address and password do not match a staff account.** An empty field says what to enter: **Enter your password**.',
  ],
  accessibility: [
    'Visible labels; `autocomplete="username"` and `current-password`, so password managers fill it.',
    "Enter signs in from either field. An empty field gets its error under it (linked to it, not by colour alone) and focus moves to the first one; before the page's script runs, the browser's own check does the same job.",
    'The error is announced at once (role=alert); the busy button keeps focus and ignores presses.',
    'A native form that posts: it works before the page has hydrated and never puts the password in an address.',
  ],
};
