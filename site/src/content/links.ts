/** A call to action: a visible label and where it goes. */
export interface Action {
  label: string;
  href: string;
}

/**
 * Contact page topics carried in `?topic=`. 'Schedule Consultation' and 'Schedule Demo' have no
 * page of their own; sending them to the contact page with a topic keeps them useful, and the contact
 * form can read the topic to prefill the enquiry.
 */
export const contactTopics = {
  ricotap: 'RicoTAP demo',
  demo: 'EPOS demo',
  consultation: 'Consultation',
} as const;
export type ContactTopic = keyof typeof contactTopics;

export const contactHref = (topic?: ContactTopic) => (topic ? `/contact?topic=${topic}` : '/contact');

/** The quiet way back from a page that is not there (yet). */
export const backHome: Action = { label: 'Back to Home', href: '/' };
