import type { ServiceId } from '@rico/contact';
import { retentionShort, storagePlace } from './dataHandling';
import type { ContactTopic } from './links';

/**
 * The contact form's copy. Validation messages are not here: they come with the schema from
 * @rico/contact, so the browser, the function and the rules say the same thing.
 */
export const contactForm = {
  labels: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    interest: 'Interests',
    message: 'Message',
  },
  consent: {
    before: 'I consent to the processing of my data as described in the ',
    linkLabel: 'Privacy Policy',
    href: '/privacy',
  },
  /** Where the message goes, said where it is collected (one line, by the submit button). */
  notice: {
    text: `We store your message with Google Firebase in ${storagePlace} only to answer you, and delete it after ${retentionShort}. `,
    linkLabel: 'How we use your data',
    href: '/privacy#contact-form',
  },
  /** The line above the fields when the visitor came without a topic. */
  intro: 'Tell us about your business and we’ll get back to you shortly. Fields marked * are required.',
  submit: 'Send Message',
  /** The button's label while the message is being sent. */
  sending: 'Sending...',
  /** What the visitor is told once the message is sent, or could not be. */
  toast: {
    success: "Thanks! We'll get back to you shortly.",
    error: 'Something went wrong. Please try again.',
  },
} as const;

/** What a `?topic=` from a call to action changes on the form. */
export interface ContactTopicPreset {
  /** Replaces the intro line, so the page does not grow when the topic is applied after hydration. */
  note: string;
  /** Interests ticked for the visitor (they can untick them). */
  interest: readonly ServiceId[];
}

/**
 * RicoTAP is the restaurant platform the EPOS & Table Ordering service sells, and the EPOS page's
 * 'Schedule Demo' is about the same system; a consultation can be about anything, so it ticks nothing.
 */
export const contactTopicPresets = {
  ricotap: {
    note: 'You’re requesting a RicoTAP demo. Tell us about your venue and we’ll arrange it. Fields marked * are required.',
    interest: ['epos-table-ordering'],
  },
  demo: {
    note: 'You’re requesting an EPOS demo. Tell us about your venue and we’ll arrange it. Fields marked * are required.',
    interest: ['epos-table-ordering'],
  },
  consultation: {
    note: 'You’re booking a consultation. Tell us what you’d like to discuss. Fields marked * are required.',
    interest: [],
  },
} as const satisfies Record<ContactTopic, ContactTopicPreset>;
