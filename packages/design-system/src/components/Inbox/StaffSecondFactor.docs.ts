import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    "After a staff member's password was accepted and the account has an authenticator app: ask for its code.",
    'With `setup`, when a staff account has no authenticator app yet: add it (QR code or key), then confirm with its code.',
  ],
  whenNotToUse: [
    'Before the password: the code is the second step, never the first.',
    'For anyone without staff access: show InboxAccessNotice instead.',
  ],
  content: [
    'Title **Enter your code** (**Set up two-step sign-in** the first time), a sentence saying why, the field **Code** with where the code comes from, **Verify** (**Turn On** when setting up).',
    'The key is shown in groups of four, as the apps show it; a link opens an authenticator app on the same device, for a phone that cannot scan its own screen.',
    'A refused code says what to do: **That code is not right. Enter the code your app shows now.**',
  ],
  accessibility: [
    '`autocomplete="one-time-code"` and `inputmode="numeric"`: phones offer the digits keyboard and the code itself.',
    'Spaces are ignored, so "123 456" as the app shows it is accepted; an empty or short code gets its error under the field and focus.',
    'The QR code is an image with a name; the key beside it is text, for anyone who cannot scan.',
    'The error is announced at once (role=alert); the busy button ignores presses; Cancel or Sign Out is always there.',
  ],
};
