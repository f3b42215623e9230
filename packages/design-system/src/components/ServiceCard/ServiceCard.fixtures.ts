import type { ServiceCardProps } from './ServiceCard';

/*
 * Story data. Titles, paths, icons and the EPOS features are the site's; descriptions and the
 * other services' features are short placeholders of our own.
 */
const linkLabel = 'Learn More';

export const eposService: ServiceCardProps = {
  icon: 'ShoppingCart',
  title: 'EPOS & Table Ordering',
  description: 'Cloud EPOS and QR table ordering that keep front of house and kitchen in step.',
  features: [
    'Multi-platform EPOS',
    'QR table ordering',
    'Offline mode',
    'Kitchen display screens',
    'Real-time analytics',
    'Staff management',
  ],
  href: '/services/epos-table-ordering',
  linkLabel,
};

export const services: ServiceCardProps[] = [
  eposService,
  {
    icon: 'Palette',
    title: 'Application Implementation',
    description: 'We install, configure and connect the systems your business runs on.',
    href: '/services/application-implementation',
    linkLabel,
  },
  {
    icon: 'Smartphone',
    title: 'Cloud & Mobile Development',
    description: 'Cloud platforms and mobile apps built for busy teams and their customers.',
    href: '/services/cloud-mobile',
    linkLabel,
  },
  {
    icon: 'BarChart3',
    title: 'Data & Analytics',
    description: 'Turn sales and operations data into clear reports and better decisions.',
    href: '/services/data-analytics',
    linkLabel,
  },
  {
    icon: 'Globe',
    title: 'Web Development & Infrastructure',
    description: 'Fast, secure websites and the hosting behind them.',
    href: '/services/web-infrastructure',
    linkLabel,
  },
  {
    icon: 'Search',
    title: 'SEO & Digital Marketing',
    description: 'Get found by local customers and turn searches into bookings and orders.',
    href: '/services/seo-marketing',
    linkLabel,
  },
];
