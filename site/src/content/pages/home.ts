import type { FeatureItem } from '@rico/design-system';
import { company } from '../company';
import type { Stat } from './epos';
import { contactHref, type Action } from '../links';
import { defaultMeta } from '../seo';
import { services } from '../services';

/** The home page, its sections in the order the page shows them. */
export const homePage = {
  meta: { title: defaultMeta.title },
  hero: {
    eyebrow: 'IT services and unified hospitality technology',
    title: company.tagline,
    lead: 'EPOS, table ordering, kitchen displays, cloud, data and digital marketing for UK restaurants and retailers, from one team that knows hospitality.',
    primary: { label: 'Contact Us', href: contactHref() } satisfies Action,
    secondary: { label: 'Explore Services', href: '/services' } satisfies Action,
  },
  restaurantSolutions: {
    eyebrow: 'Restaurant Solutions',
    title: 'Serve faster, sell more',
    text: 'Our EPOS and table ordering connect the till, the table and the kitchen. Restaurants using it reduce wait times by 40% and increase average order value by 25%.',
    /** Names the statistics list for screen readers. */
    statsLabel: 'Results',
    stats: [
      { value: '40%', label: 'shorter wait times' },
      { value: '25%', label: 'higher average order value' },
    ] satisfies Stat[],
    points: [
      {
        icon: 'QrCode',
        title: 'Table ordering',
        description: 'Guests order and pay from their phone, so staff spend their time on service.',
      },
      {
        icon: 'ChefHat',
        title: 'Kitchen displays',
        description: 'Orders reach the pass the moment they are placed, in the right order.',
      },
      {
        icon: 'WifiOff',
        title: 'Offline mode',
        description: 'The till keeps trading when the internet drops and catches up after.',
      },
    ] satisfies FeatureItem[],
    action: {
      label: 'Explore EPOS & Table Ordering',
      href: '/services/epos-table-ordering',
    } satisfies Action,
  },
  itServices: {
    eyebrow: 'IT Services',
    title: 'Technology for every part of your business',
    text: 'From the first app to the last search ranking, one partner for the systems behind your venues.',
    /** The IT section shows services 2 to 6 (1-based) in 3 columns. */
    firstService: 2,
    lastService: 6,
    columns: 3,
    learnMore: 'Learn More',
  },
  ricotap: {
    eyebrow: 'RicoTAP',
    title: 'One platform for your whole restaurant',
    text: 'RicoTAP unifies the tools you run service with, so every device shows the same orders, tables and sales.',
    /** Names the feature list for screen readers. */
    featuresLabel: 'RicoTAP features',
    features: [
      'In-store POS',
      'Table reservation integration',
      'Connected web portal',
      'Cloud sync',
      'Works across multiple devices',
    ],
    action: { label: 'Request a Demo', href: contactHref('ricotap') } satisfies Action,
  },
  process: {
    eyebrow: 'How We Work',
    title: 'Four steps from first call to full service',
  },
  closing: {
    title: 'Ready to transform your business?',
    text: 'Tell us what you run and where it hurts. We will reply within one working day.',
    action: { label: 'Contact Us', href: contactHref() } satisfies Action,
  },
} as const;

/** The services the home page's IT section shows: the 2nd to the 6th. */
export const homeServices = services.slice(
  homePage.itServices.firstService - 1,
  homePage.itServices.lastService,
);
