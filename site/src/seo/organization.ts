import { company, socialProfiles } from '../content/company';
import { contactPage } from '../content/pages/contact';
import { siteOrigin } from '../content/origin';

/**
 * schema.org Organization data for the JSON-LD block on every page: search engines show the
 * address, phone and social profiles from it.
 */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    slogan: company.tagline,
    description: company.description,
    url: `${siteOrigin}/`,
    logo: `${siteOrigin}/favicon.svg`,
    email: company.email,
    telephone: company.phoneE164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      postalCode: company.address.postcode,
      addressCountry: 'GB',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: company.email,
      telephone: company.phoneE164,
      areaServed: 'GB',
      availableLanguage: 'English',
      hoursAvailable: openingHours(),
    },
    sameAs: socialProfiles.map((p) => p.href),
  };
}

const dayNames: Record<string, string[]> = {
  'Mon-Fri': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Sat: ['Saturday'],
  Sun: ['Sunday'],
};

/** The office hours as schema.org OpeningHoursSpecification; closed days are simply left out. */
function openingHours() {
  return contactPage.officeHours.lines.flatMap(({ days, hours }) => {
    const match = /^(\d{1,2}):(\d{2}) (AM|PM) - (\d{1,2}):(\d{2}) (AM|PM)$/.exec(hours);
    if (!match) return [];
    const [, oh = '', om = '', op = '', ch = '', cm = '', cp = ''] = match;
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: dayNames[days] ?? [],
        opens: to24h(oh, om, op),
        closes: to24h(ch, cm, cp),
      },
    ];
  });
}

function to24h(hour: string, minute: string, period: string): string {
  const h = (Number(hour) % 12) + (period === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute}`;
}
