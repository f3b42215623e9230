import type { FeatureItem } from './FeatureGrid';

/* Titles are the site's; it has no descriptions for them, so these are short placeholders of our own. */

/** The EPOS page's six features. */
export const eposFeatures: FeatureItem[] = [
  {
    icon: 'Monitor',
    title: 'Multi-platform EPOS',
    description: 'Run tills on tablets, terminals and phones.',
  },
  { icon: 'QrCode', title: 'QR table ordering', description: 'Guests order and pay from their table.' },
  { icon: 'WifiOff', title: 'Offline mode', description: 'Keep taking orders when the internet drops.' },
  {
    icon: 'ChefHat',
    title: 'Kitchen display screens',
    description: 'Tickets reach the pass the moment they are placed.',
  },
  { icon: 'TrendingUp', title: 'Real-time analytics', description: 'See sales and covers as they happen.' },
  {
    icon: 'Users',
    title: 'Staff management',
    description: 'Rotas, role-based access and clock-ins in one place.',
  },
];

/** The About page's three values. */
export const values: FeatureItem[] = [
  {
    icon: 'ShieldCheck',
    title: 'Quality First',
    description: 'We test before we ship and fix what we find.',
  },
  { icon: 'Heart', title: 'Customer Success', description: 'Your results are how we measure our work.' },
  { icon: 'Lightbulb', title: 'Innovation', description: 'We bring proven new tools to hospitality.' },
];

/** The About page's What We Do section. */
export const whatWeDo: FeatureItem[] = [
  {
    icon: 'ShoppingCart',
    title: 'Restaurant Technology',
    description: 'EPOS, table ordering and kitchen displays.',
  },
  {
    icon: 'Search',
    title: 'Digital Marketing',
    description: 'SEO and campaigns that bring guests through the door.',
  },
];
