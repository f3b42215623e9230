import type { FeatureItem } from '@rico/design-system';
import { company } from '../company';

/** The About Us page: the mission, What We Do and three values. */
export const aboutPage = {
  meta: {
    title: 'About Us',
    description:
      'Who we are: a UK team building restaurant and retail technology and digital marketing, driven by quality, customer success and innovation.',
  },
  hero: {
    eyebrow: 'About Us',
    title: `About ${company.name}`,
    lead: company.tagline,
  },
  mission: {
    title: 'Our Mission',
    text: 'To give every restaurant and shop, from a single café to a national chain, technology that is fast, dependable and simple to run, so owners spend their time on guests, not on systems.',
  },
  whatWeDo: {
    title: 'What We Do',
    items: [
      {
        title: 'Restaurant Technology',
        description:
          'EPOS, QR table ordering, kitchen display screens and the cloud platform that ties them together.',
        icon: 'ShoppingCart',
      },
      {
        title: 'Digital Marketing',
        description:
          'Local SEO, search and social campaigns that bring new guests through the door and back again.',
        icon: 'TrendingUp',
      },
    ] satisfies FeatureItem[],
  },
  values: {
    title: 'Our Values',
    items: [
      {
        title: 'Quality First',
        icon: 'ShieldCheck',
        description: 'We test in real service before we hand anything over, and we fix what we find.',
      },
      {
        title: 'Customer Success',
        icon: 'Heart',
        description: 'We measure our work by your results: shorter waits, bigger orders, more bookings.',
      },
      {
        title: 'Innovation',
        icon: 'Lightbulb',
        description: 'We keep learning and bring proven new ideas to your business when they pay their way.',
      },
    ] satisfies FeatureItem[],
  },
} as const;
