import type { FooterColumn, NavAction, NavItem } from '@rico/design-system';
import { serviceOptions } from '@rico/contact';
import { servicePath } from './servicePath';

// Navigation items (label, href, optional children) in the shapes Header and Footer take.
// The contact model's ids and titles (services.ts shows the same titles), not the services' copy.
const serviceLinks: NavItem[] = serviceOptions.map((s) => ({ label: s.title, href: servicePath(s.id) }));

/** The main navigation of the header and mobile menu, in the order they show it. */
export const mainNav: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Services', href: '/services', children: serviceLinks },
  { label: 'Jobs', href: '/jobs' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact Us', href: '/contact' },
];

/** The first Tab stop of every page: a link past the header to the page's main content. */
export const skipLinkLabel = 'Skip to main content';

/** The header's call to action, also at the bottom of the mobile menu. */
export const headerCta: NavAction = { label: 'Contact Us', href: '/contact' };

/** The footer's three columns, shown on every page. */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Jobs', href: '/jobs' },
      { label: 'RicoTAP', href: '/products/ricotap' },
      { label: 'Blog', href: '/blog' },
    ],
  },
  { title: 'Services', links: serviceLinks },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      // The way back to the cookie choice from every page: the settings live on the privacy page.
      { label: 'Cookie settings', href: '/privacy#cookie-settings' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
];
