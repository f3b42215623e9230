import type { Guidance } from '../../storybook/guidance';

/** The docs page text for designers and developers (Storybook autodocs). */
export const toastDocs = `
Short feedback after an action the visitor took, such as sending the contact form: a success or an
error, shown at the top right for 4 seconds (\`TOAST_DURATION_MS\`). Put one \`ToastProvider\` around the
site layout and call \`useToast().success(message)\` or \`useToast().error(message)\`. Do not use a toast
for anything the visitor must read or act on (form field errors belong under the field), nor for the
cookie notice.

Success and error differ by icon, a coloured stripe and, for screen readers, a hidden "Success:" or
"Error:" word. A toast closes after 4 seconds, from its close button, with Escape, or with a swipe to
the right; the timer pauses while the pointer or focus is in the toast area.

**Keyboard and screen readers:** successes are announced politely, errors assertively. F8 moves focus
to the toast area (a region named "Notifications (F8)"); Tab reaches each toast's close button
("Close notification"), and Enter or Space closes it.
`;

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'To confirm something the visitor just did, or that it failed: "Message sent", "Message not sent".',
  ],
  whenNotToUse: [
    'For an error in a form field: show it under the field (Field).',
    'For something the visitor must act on or must not miss: keep it on the page.',
  ],
  content: [
    'A title of a few words and at most one sentence: what happened, and on an error what to do next.',
  ],
  accessibility: [
    'Announced by screen readers without moving focus (a live region); errors more urgently than successes.',
    'It stays while hovered or focused, can be closed with its button or Escape, and the notifications region is reached with F8.',
  ],
};
