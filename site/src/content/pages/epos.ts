import type { IconName } from '@rico/design-system';
import { contactHref, type Action } from '../links';
import { services } from '../services';
import type { ProcessStep } from '../process';

export interface EposFeature {
  title: string;
  description: string;
  icon: IconName;
}

/** A headline figure, read as one phrase: '40%' 'fewer wait times'. */
export interface Stat {
  value: string;
  label: string;
}

// The service's title, as the navigation and the service cards show it (the page schema refuses it empty).
const serviceTitle = services.find((s) => s.id === 'epos-table-ordering')?.title ?? '';

/** The full EPOS & Table Ordering page. */
export const eposPage = {
  meta: {
    title: serviceTitle,
    description:
      'EPOS, QR table ordering, kitchen display screens and real-time analytics in one system: 40% fewer wait times and 25% higher average order value.',
    keywords: ['EPOS systems', 'table ordering', 'QR ordering', 'kitchen display screens', 'restaurant POS'],
  },
  hero: {
    eyebrow: serviceTitle,
    title: 'From the till to the table to the kitchen, in one system',
    lead: 'Take orders at the counter or by QR code at the table, send them straight to kitchen screens and see every sale as it happens, even when the internet drops.',
  },
  features: {
    title: 'Everything a busy service needs',
    items: [
      {
        title: 'Multi-platform EPOS',
        description: 'Run the till on tablets, terminals and phones, from one menu and one set of reports.',
        icon: 'Monitor',
      },
      {
        title: 'QR table ordering',
        description: 'Guests scan, order and pay from the table. Orders go straight to the kitchen.',
        icon: 'QrCode',
      },
      {
        title: 'Offline mode',
        description:
          'Keep taking orders and payments when the connection drops. Everything syncs when it is back.',
        icon: 'WifiOff',
      },
      {
        title: 'Kitchen display screens',
        description: 'Swap paper tickets for clear screens that show every order, its course and its timing.',
        icon: 'ChefHat',
      },
      {
        title: 'Real-time analytics',
        description: 'See sales, best sellers and busy hours as they happen, on any device.',
        icon: 'TrendingUp',
      },
      {
        title: 'Staff management',
        description: 'Role-based access, clock-in and clock-out, and performance for every team member.',
        icon: 'Users',
      },
    ] satisfies EposFeature[],
  },
  stats: {
    title: 'Results our restaurants see',
    items: [
      { value: '40%', label: 'fewer wait times' },
      { value: '25%', label: 'higher average order value' },
      { value: '60%', label: 'faster order processing' },
      { value: '90%', label: 'better order accuracy' },
    ] satisfies Stat[],
  },
  capabilities: {
    title: 'System capabilities',
    items: [
      'Runs on iPad, Android tablets and Windows terminals',
      'Integrated card and contactless payments',
      'Table reservation integration',
      'Menus, modifiers and allergens managed in one place',
      'Multi-site management from one dashboard',
      'Cloud sync across every device',
    ],
  },
  security: {
    title: 'Security and reliability',
    items: [
      'Role-based access for every member of staff',
      'PCI DSS compliant payment processing',
      'Data encrypted in transit and at rest',
      'Automatic cloud backups',
      'Offline mode keeps service running',
      'UK GDPR compliant data handling',
    ],
  },
  implementation: {
    title: 'How we get you live',
    steps: [
      {
        step: 1,
        title: 'Site Assessment',
        description:
          'We visit your venue, map the floor, the kitchen and the network, and agree what you need.',
      },
      {
        step: 2,
        title: 'System Setup',
        description: 'We install the hardware, load your menu and connect payments, printers and screens.',
      },
      {
        step: 3,
        title: 'Staff Training',
        description:
          'Hands-on sessions for front of house, kitchen and managers, each with the role they need.',
      },
      {
        step: 4,
        title: 'Go Live & Support',
        description: 'We stand beside your team on opening service, then stay on call for updates and help.',
      },
    ] satisfies ProcessStep[],
  },
  capabilitiesTitle: 'Built for busy service',
  pricingTitle: 'Pricing',
  cta: {
    title: 'See it working in your restaurant',
    text: 'Tell us about your venue and we will tailor a system and a quote to it.',
    primary: { label: 'Get Custom Quote', href: contactHref() } satisfies Action,
    secondary: { label: 'Schedule Demo', href: contactHref('demo') } satisfies Action,
  },
} as const;
