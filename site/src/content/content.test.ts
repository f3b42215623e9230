import { serviceIds } from '@rico/contact';
import { describe, expect, it } from 'vitest';
import { company, socialProfiles } from './company';
import { eposPage } from './epos';
import { footerColumns, mainNav } from './navigation';
import { aboutPage } from './pages/about';
import { contactPage } from './pages/contact';
import { homePage, homeServices } from './pages/home';
import { notFoundPage } from './pages/notFound';
import { placeholders } from './pages/placeholders';
import { servicesPage } from './pages/servicesPage';
import { processSteps } from './process';
import { defaultMeta } from './seo';
import { cardFeatureCount, services } from './services';

// The spec's constants (SPEC.md §2, §3, §9), written out here rather than read from the content.
const specServicePaths = [
  '/services/epos-table-ordering',
  '/services/application-implementation',
  '/services/cloud-mobile',
  '/services/data-analytics',
  '/services/web-infrastructure',
  '/services/seo-marketing',
];

describe('services', () => {
  it('should be the six services of the contact model, in its order', () => {
    expect(services.map((s) => s.id)).toEqual(serviceIds);
    expect(services.map((s) => s.title)).toEqual([
      'EPOS & Table Ordering',
      'Application Implementation',
      'Cloud & Mobile Development',
      'Data & Analytics',
      'Web Development & Infrastructure',
      'SEO & Digital Marketing',
    ]);
  });

  it('should give every service a description, benefits and at least the 4 features a card lists', () => {
    expect(cardFeatureCount).toBe(4);
    for (const service of services) {
      expect(service.description.length).toBeGreaterThan(20);
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.benefits.length).toBeGreaterThan(0);
    }
  });

  it('should use each of the spec’s six icons once', () => {
    expect(services.map((s) => s.icon).sort()).toEqual(
      ['BarChart3', 'Globe', 'Palette', 'Search', 'ShoppingCart', 'Smartphone'].sort(),
    );
  });

  it('should price only EPOS, as custom pricing tailored to restaurant size and requirements', () => {
    expect(services.filter((s) => s.pricing).map((s) => s.id)).toEqual(['epos-table-ordering']);
    const pricing = services[0]?.pricing;
    expect(pricing?.model).toBe('Custom pricing');
    expect(pricing?.description).toMatch(/tailored to .*restaurant size and requirements/i);
  });
});

describe('home page', () => {
  it('should show services 2 to 6 in 3 columns', () => {
    expect(homeServices.map((s) => s.id)).toEqual(serviceIds.slice(1, 6));
    expect(homePage.itServices.columns).toBe(3);
  });

  it('should link Request a Demo to the contact page with the RicoTAP topic', () => {
    expect(homePage.ricotap.action).toEqual({ label: 'Request a Demo', href: '/contact?topic=ricotap' });
    expect(homePage.hero.primary.href).toBe('/contact');
    expect(homePage.hero.secondary.href).toBe('/services');
  });

  it('should describe a four-step process: Discovery, Strategy, Solutions, Support', () => {
    expect(processSteps.map((s) => [s.step, s.title])).toEqual([
      [1, 'Discovery'],
      [2, 'Strategy'],
      [3, 'Solutions'],
      [4, 'Support'],
    ]);
  });
});

describe('EPOS page', () => {
  it('should list the six features of the spec', () => {
    expect(eposPage.features.items.map((f) => f.title)).toEqual([
      'Multi-platform EPOS',
      'QR table ordering',
      'Offline mode',
      'Kitchen display screens',
      'Real-time analytics',
      'Staff management',
    ]);
  });

  it('should state the four headline figures: 40, 25, 60 and 90 per cent', () => {
    expect(eposPage.stats.items.map((s) => `${s.value} ${s.label}`)).toEqual([
      '40% fewer wait times',
      '25% higher average order value',
      '60% faster order processing',
      '90% better order accuracy',
    ]);
  });

  it('should have capability and security lists that mention role-based access', () => {
    expect(eposPage.capabilities.items.length).toBeGreaterThan(0);
    expect(eposPage.security.items.some((item) => /role-based access/i.test(item))).toBe(true);
  });

  it('should plan four implementation steps and offer Get Custom Quote and Schedule Demo', () => {
    expect(eposPage.implementation.steps.map((s) => s.title)).toEqual([
      'Site Assessment',
      'System Setup',
      'Staff Training',
      'Go Live & Support',
    ]);
    expect(eposPage.cta.primary).toEqual({ label: 'Get Custom Quote', href: '/contact' });
    expect(eposPage.cta.secondary.label).toBe('Schedule Demo');
    expect(eposPage.cta.secondary.href).toMatch(/^\/contact\?topic=/);
  });
});

describe('other pages', () => {
  it('should give About its mission, What We Do and the three values', () => {
    expect(aboutPage.mission.text.length).toBeGreaterThan(20);
    expect(aboutPage.whatWeDo.items.map((i) => i.title)).toEqual([
      'Restaurant Technology',
      'Digital Marketing',
    ]);
    expect(aboutPage.values.items.map((v) => v.title)).toEqual([
      'Quality First',
      'Customer Success',
      'Innovation',
    ]);
  });

  it('should close /services with Contact Us Today and a Schedule Consultation that goes somewhere', () => {
    expect(servicesPage.getStarted.title).toBe('Ready to Get Started?');
    expect(servicesPage.getStarted.primary).toEqual({ label: 'Contact Us Today', href: '/contact' });
    expect(servicesPage.getStarted.secondary.label).toBe('Schedule Consultation');
    expect(servicesPage.getStarted.secondary.href).toMatch(/^\/contact\?topic=/);
  });

  it('should list the office hours of the spec', () => {
    expect(contactPage.officeHours.lines.map((l) => `${l.days} ${l.hours}`)).toEqual([
      'Mon-Fri 9:00 AM - 6:00 PM',
      'Sat 10:00 AM - 4:00 PM',
      'Sun closed',
    ]);
  });

  it('should title the not-found page as the spec does', () => {
    expect(notFoundPage.title).toBe('404 - Page Not Found');
  });

  it('should say the RicoTAP page is coming and mark the other placeholders Coming Soon', () => {
    expect(placeholders.ricotap.text).toBe('Full product page coming soon...');
    for (const id of ['jobs', 'careers', 'blog', 'terms', 'cloud-mobile'] as const) {
      expect(placeholders[id].status).toBe('Coming Soon');
    }
  });
});

describe('company and navigation', () => {
  it('should carry the tagline, a UK address and three social links', () => {
    expect(company.tagline).toBe('Restaurant Tech. Retail Speed. Real Results.');
    expect(company.address.country).toBe('United Kingdom');
    expect(socialProfiles.map((p) => p.network)).toEqual(['twitter', 'linkedin', 'facebook']);
    for (const p of socialProfiles) expect(p.href).toMatch(/^https:\/\//);
  });

  it('should have the six main navigation items, Services with the six service pages', () => {
    expect(mainNav.map((i) => [i.label, i.href])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Jobs', '/jobs'],
      ['Careers', '/careers'],
      ['Contact Us', '/contact'],
    ]);
    expect(mainNav[2]?.children?.map((c) => c.href)).toEqual(specServicePaths);
  });

  it('should give the footer its Company, Services and Legal columns', () => {
    expect(footerColumns.map((c) => [c.title, c.links.map((l) => l.href)])).toEqual([
      ['Company', ['/about', '/careers', '/jobs', '/products/ricotap', '/blog']],
      ['Services', specServicePaths],
      ['Legal', ['/privacy', '/privacy#cookie-settings', '/terms', '/contact']],
    ]);
    expect(footerColumns[2]?.links.map((l) => l.label)).toEqual([
      'Privacy Policy',
      'Cookie settings',
      'Terms of Service',
      'Contact Us',
    ]);
  });

  it('should default the metadata to /og-image.jpg and the spec’s keywords', () => {
    expect(defaultMeta.image).toBe('/og-image.jpg');
    expect(defaultMeta.keywords).toEqual([
      'restaurant technology',
      'EPOS systems',
      'table ordering',
      'kitchen displays',
      'digital marketing',
    ]);
  });
});
