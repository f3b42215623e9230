/** One line of office hours: the days and the hours (or 'closed'). */
export interface OfficeHours {
  days: string;
  hours: string;
}

/** The /contact page's copy; the company's details come from company.ts. */
export const contactPage = {
  meta: {
    title: 'Contact Us',
    description:
      'Email, call or visit us, or send a message: ask a question, request a demo or book a consultation.',
  },
  hero: {
    eyebrow: 'Contact Us',
    title: 'Let’s talk about your business',
    lead: 'Ask a question, request a demo or book a consultation. We reply within one working day.',
  },
  details: {
    title: 'Get in touch',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
  },
  officeHours: {
    title: 'Office Hours',
    /** One line per group of days, in week order. */
    lines: [
      { days: 'Mon-Fri', hours: '9:00 AM - 6:00 PM' },
      { days: 'Sat', hours: '10:00 AM - 4:00 PM' },
      { days: 'Sun', hours: 'closed' },
    ] satisfies OfficeHours[],
  },
  form: {
    title: 'Send us a message',
  },
} as const;
