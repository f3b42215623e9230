import { serviceOptions, type ServiceId } from '@rico/contact';

/** The lucide icons of the services. */
export const serviceIconNames = [
  'ShoppingCart',
  'Smartphone',
  'BarChart3',
  'Globe',
  'Search',
  'Palette',
] as const;
export type ServiceIconName = (typeof serviceIconNames)[number];

export interface ServicePricing {
  model: string;
  description: string;
}

/**
 * A service as the site shows it: the contact model's id and title plus the marketing copy. The
 * titles stay in @rico/contact because the company's e-mail (packages/functions) names each
 * interest by them too; everything on the site reads them from here.
 */
export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  icon: ServiceIconName;
  features: readonly string[];
  benefits: readonly string[];
  /** Only EPOS has pricing; no other service shows a price. */
  pricing?: ServicePricing;
}

type ServiceCopy = Omit<Service, 'id' | 'title'>;

// Keyed by id so the compiler insists on copy for exactly the contact model's six services.
const copy: Record<ServiceId, ServiceCopy> = {
  'epos-table-ordering': {
    description:
      'One system for the till, the table and the kitchen: take orders at the counter or by QR code, send them straight to the kitchen and see every sale as it happens.',
    icon: 'ShoppingCart',
    features: [
      'Multi-platform EPOS',
      'QR table ordering',
      'Offline mode',
      'Kitchen display screens',
      'Real-time analytics',
      'Staff management',
    ],
    benefits: [
      'Shorter waits for guests',
      'Higher average order value',
      'Fewer order mistakes',
      'Service that carries on when the internet drops',
    ],
    pricing: {
      model: 'Custom pricing',
      description: 'Tailored to your restaurant size and requirements.',
    },
  },
  'application-implementation': {
    description:
      'We plan, configure and roll out the software your business runs on, then train your team so it is used well from day one.',
    icon: 'Palette',
    features: [
      'Requirements workshops',
      'System configuration',
      'Data migration',
      'Staff training',
      'Go-live support',
    ],
    benefits: ['A rollout on time and on budget', 'Teams confident from day one', 'No lost data'],
  },
  'cloud-mobile': {
    description:
      'Cloud platforms and mobile apps built for busy sites: fast, secure and ready to grow from one venue to many.',
    icon: 'Smartphone',
    features: [
      'iOS and Android apps',
      'Cloud architecture',
      'API integrations',
      'Cloud sync across devices',
      'Monitoring',
    ],
    benefits: ['Your business in your pocket', 'Costs that scale with you', 'Systems that stay up'],
  },
  'data-analytics': {
    description:
      'Turn sales, stock and staffing data into clear dashboards and reports, so decisions rest on numbers, not guesses.',
    icon: 'BarChart3',
    features: [
      'Sales dashboards',
      'Menu and product performance',
      'Stock and waste reports',
      'Custom reporting',
      'Forecasting',
    ],
    benefits: ['Spot trends early', 'Cut waste', 'Plan staff and stock with confidence'],
  },
  'web-infrastructure': {
    description:
      'Fast websites, online ordering and the networks behind them, built and looked after by one team.',
    icon: 'Globe',
    features: [
      'Responsive websites',
      'Online ordering',
      'Hosting and domains',
      'Network and Wi-Fi setup',
      'Security and backups',
    ],
    benefits: ['A site that loads fast on any phone', 'Fewer outages', 'One partner to call'],
  },
  'seo-marketing': {
    description:
      'Get found by hungry customers nearby: local SEO, search ads, social media and email campaigns that fill tables.',
    icon: 'Search',
    features: [
      'Local SEO',
      'Google Business Profile',
      'Paid search and social',
      'Email marketing',
      'Content and reviews',
    ],
    benefits: ['More bookings and orders', 'Higher search rankings', 'Marketing you can measure'],
  },
};

/** The six services, in the contact model's order. */
export const services: readonly Service[] = serviceOptions.map((option) => ({
  ...option,
  ...copy[option.id],
}));

export { servicePath } from './servicePath';

/** How many features a service card lists. */
export const cardFeatureCount = 4;
