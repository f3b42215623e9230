import { contactForm } from '../contactForm';
import { backHome } from '../links';

/**
 * Where a message sent without the page's script lands (the form endpoint redirects here once it is
 * stored): the same words as the scripted form's success toast. Its address carries nothing of the
 * message, and reloading it sends nothing again.
 */
const title = contactForm.toast.success;

export const contactSentPage = {
  // A confirmation, not a page anyone should find from a search.
  meta: { title: 'Message sent', description: title, noIndex: true },
  title,
  text: 'We have your message and will reply by email or phone, usually within one working day.',
  action: backHome,
} as const;
