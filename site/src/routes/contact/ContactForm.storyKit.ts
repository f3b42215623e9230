import type { StoryContext } from '@storybook/react-vite';
import { contactMessages } from '@rico/contact';
import { within } from 'storybook/test';
import { contactForm as copy } from '../../content/contactForm';

/** Helpers for ContactForm.stories.tsx: the docs text and the steps several stories share. */

type Canvas = StoryContext['canvas'];
type UserEvent = StoryContext['userEvent'];

export const contactFormDocs = `
The contact form of /contact. It validates with the shared schema from
@rico/contact when the visitor submits and then again on every change; errors appear under each
field and focus moves to the first invalid one. While sending, the button reads 'Sending...' and
ignores clicks and Enter, so a message is never sent twice. Success resets the form and shows a
toast; a failure shows the error toast and keeps every value. A filled honeypot is dropped silently.

\`?topic=ricotap\` (and the other topics of the site's calls to action) replaces the intro line and
ticks the matching interest. The first focus in the form starts loading the Firebase code.

Stories replace Firebase at the form's boundary: \`sendMessage\` and \`preloadSender\` are fakes.

**Keyboard and screen readers:** one tab stop per control in reading order (the honeypot is never
reached); each error is the control's description; the submit button stays focusable while sending
and announces 'Sending...'.
`;

/** The four validation messages, as an empty submit shows them. */
export const specErrors = {
  name: contactMessages.nameMin,
  email: contactMessages.email,
  message: contactMessages.messageMin,
  consent: contactMessages.consent,
};

export const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: copy.submit });

/** The spam trap is aria-hidden, so it has no role to query by. */
export const honeypot = (canvas: Canvas) => {
  const input = canvas.getByLabelText('Company website', { selector: 'input' });
  if (!(input instanceof HTMLInputElement)) throw new Error('No honeypot input');
  return input;
};

/** The toast viewport is portalled to the body, outside the canvas. */
export const toasts = () => within(within(document.body).getByRole('region', { name: 'Notifications (F8)' }));

/** Fills every required field (with spaces the schema trims), one interest and the company. */
export async function fillValidForm(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), ' Ann Baker ');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@example.co.uk');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Company' }), 'Baker & Co');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Data & Analytics' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Please call me about a demo.');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I consent/ }));
}
