import { ToastProvider } from '@rico/design-system';
import { ContactForm } from '../routes/contact/ContactForm';

/** The contact form with the toasts that tell its outcome (the only part of the site that shows any). */
export function ContactFormIsland({ labelledBy }: { labelledBy?: string }) {
  return (
    <ToastProvider>
      <ContactForm aria-labelledby={labelledBy} />
    </ToastProvider>
  );
}
