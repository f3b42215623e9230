import { contactHref, type Action } from '../links';

/** The /services page: all six cards, then the Ready to Get Started band. */
export const servicesPage = {
  meta: {
    title: 'Our Services',
    description:
      'EPOS and table ordering, application implementation, cloud and mobile, data and analytics, web development and SEO for restaurants and retailers.',
  },
  hero: {
    eyebrow: 'Our Services',
    title: 'Technology and marketing for restaurants and retail',
    lead: 'Six services, one team. Pick what you need today and add the rest as you grow.',
  },
  /** Names the card section for screen readers (it has no visible heading of its own). */
  cardsLabel: 'All services',
  learnMore: 'Learn More',
  getStarted: {
    title: 'Ready to Get Started?',
    text: 'Tell us about your business and we will recommend the right mix of services.',
    primary: { label: 'Contact Us Today', href: contactHref() } satisfies Action,
    secondary: { label: 'Schedule Consultation', href: contactHref('consultation') } satisfies Action,
  },
} as const;
