import { contactMessages, serviceIds } from '@rico/contact';
import { describe, expect, it } from 'vitest';
import { contactForm } from './contactForm';
import { footerColumns, mainNav } from './navigation';
import { eposPage } from './pages/epos';
import { homePage, homeServices } from './pages/home';
import { processSteps } from './process';
import { defaultMeta } from './seo';
import { cardFeatureCount, servicePath, services } from './services';

// The words of each page are checked by their schema (pages/pageSchema.ts); what is pinned here are
// the product's fixed numbers and sentences, written out rather than read from the content, so an
// edit that changes one of them is a decision, not an accident.

describe('services', () => {
  it('should be six, one per id of the contact model, in its order', () => {
    expect(services).toHaveLength(6);
    expect(services.map((s) => s.id)).toEqual(serviceIds);
  });

  it('should list 4 features per card, so every service has at least 4', () => {
    expect(cardFeatureCount).toBe(4);
    for (const service of services) expect(service.features.length).toBeGreaterThanOrEqual(4);
  });

  it('should use each of the six service icons once', () => {
    expect(services.map((s) => s.icon).sort()).toEqual(
      ['BarChart3', 'Globe', 'Palette', 'Search', 'ShoppingCart', 'Smartphone'].sort(),
    );
  });

  it('should price only EPOS, as custom pricing', () => {
    expect(services.filter((s) => s.pricing).map((s) => s.id)).toEqual(['epos-table-ordering']);
    expect(services[0]?.pricing?.model).toBe('Custom pricing');
  });
});

describe('home page', () => {
  it('should show services 2 to 6 in 3 columns', () => {
    expect(homeServices.map((s) => s.id)).toEqual(serviceIds.slice(1, 6));
    expect(homePage.itServices.columns).toBe(3);
  });

  it('should send Request a Demo to the contact page with the RicoTAP topic', () => {
    expect(homePage.ricotap.action.href).toBe('/contact?topic=ricotap');
  });
});

describe('steps and figures', () => {
  it('should give the process 4 steps, numbered 1 to 4', () => {
    expect(processSteps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
  });

  it('should plan EPOS in 4 steps and state the 40, 25, 60 and 90 per cent figures', () => {
    expect(eposPage.implementation.steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(eposPage.stats.items.map((s) => s.value)).toEqual(['40%', '25%', '60%', '90%']);
  });
});

describe('contact form', () => {
  it('should say the required fields’ validation messages word for word', () => {
    expect(contactMessages.nameMin).toBe('Name must be at least 2 characters');
    expect(contactMessages.email).toBe('Invalid email address');
    expect(contactMessages.messageMin).toBe('Message must be at least 10 characters');
    expect(contactMessages.consent).toBe('You must consent to data processing');
  });

  it('should toast the agreed success and failure sentences and say Sending... while sending', () => {
    expect(contactForm.toast.success).toBe("Thanks! We'll get back to you shortly.");
    expect(contactForm.toast.error).toBe('Something went wrong. Please try again.');
    expect(contactForm.sending).toBe('Sending...');
  });
});

describe('navigation and metadata', () => {
  it('should lead the header and the footer to every service page', () => {
    const servicePaths = services.map((s) => servicePath(s.id));
    expect(mainNav.find((i) => i.href === '/services')?.children?.map((c) => c.href)).toEqual(servicePaths);
    expect(footerColumns.find((c) => c.title === 'Services')?.links.map((l) => l.href)).toEqual(servicePaths);
  });

  it('should default the metadata to /og-image.jpg and the five keywords', () => {
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
