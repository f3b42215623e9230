/** Story data. Company details are clearly sample values; the columns are the site footer's. */
import type { FooterColumn, FooterProps } from './Footer';

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
  {
    title: 'Services',
    links: [
      { label: 'EPOS & Table Ordering', href: '/services/epos-table-ordering' },
      { label: 'Application Implementation', href: '/services/application-implementation' },
      { label: 'Cloud & Mobile Development', href: '/services/cloud-mobile' },
      { label: 'Data & Analytics', href: '/services/data-analytics' },
      { label: 'Web Development & Infrastructure', href: '/services/web-infrastructure' },
      { label: 'SEO & Digital Marketing', href: '/services/seo-marketing' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Cookie settings', href: '/privacy#cookie-settings' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
];

export const sampleFooter: FooterProps = {
  brand: { name: 'Rico', href: '/' },
  blurb: 'Restaurant Tech. Retail Speed. Real Results.',
  social: {
    twitter: 'https://twitter.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
    facebook: 'https://www.facebook.com/example',
  },
  // Sample values: example.com is reserved for examples; 020 7946 0xxx is Ofcom's drama range.
  address: { street: '1 Example Street', city: 'London', postcode: 'EC1A 1AA', country: 'United Kingdom' },
  email: 'hello@example.com',
  phone: '+44 20 7946 0000',
  columns: footerColumns,
  year: 2025,
};
