/** Story data: the site's main navigation, word for word. */
import type { HeaderBrand } from './Header';
import type { NavAction, NavItem } from './navItems';

export const serviceLinks: NavItem[] = [
  { label: 'EPOS & Table Ordering', href: '/services/epos-table-ordering' },
  { label: 'Application Implementation', href: '/services/application-implementation' },
  { label: 'Cloud & Mobile Development', href: '/services/cloud-mobile' },
  { label: 'Data & Analytics', href: '/services/data-analytics' },
  { label: 'Web Development & Infrastructure', href: '/services/web-infrastructure' },
  { label: 'SEO & Digital Marketing', href: '/services/seo-marketing' },
];

export const mainNavigation: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Services', href: '/services', children: serviceLinks },
  { label: 'Jobs', href: '/jobs' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact Us', href: '/contact' },
];

export const contactAction: NavAction = { label: 'Contact Us', href: '/contact' };

/** Sample brand for stories (the site passes its own company name). */
export const sampleBrand: HeaderBrand = { name: 'Rico', href: '/' };

/**
 * Sample one-line descriptions, drawn from the services' features, to show the optional
 * description line. The site's navigation itself has none.
 */
const sampleDescriptions: Record<string, string> = {
  '/services/epos-table-ordering': 'Multi-platform EPOS, QR table ordering and kitchen display screens.',
  '/services/application-implementation': 'Site assessment, system setup, staff training, go live.',
  '/services/cloud-mobile': 'Cloud sync and apps that work on every device.',
  '/services/data-analytics': 'Real-time analytics from every till and table.',
  '/services/web-infrastructure': 'Fast websites and the infrastructure behind them.',
  '/services/seo-marketing': 'Get found by hungry customers nearby.',
};

export const navigationWithDescriptions: NavItem[] = mainNavigation.map((item) =>
  item.children
    ? {
        ...item,
        children: item.children.map((child) => ({ ...child, description: sampleDescriptions[child.href] })),
      }
    : item,
);

/** A second group (sample data) to show that groups open and close independently. */
export const navigationWithTwoGroups: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services', children: serviceLinks },
  {
    label: 'Company',
    href: '/about',
    children: [
      { label: 'Jobs', href: '/jobs' },
      { label: 'Careers', href: '/careers' },
    ],
  },
];
