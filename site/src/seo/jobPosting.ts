// An ES module (a CommonJS escaper would add the bundler's interop code to every page's shared runtime).
import { escapeText as escapeHtml } from 'entities/escape';
import { company } from '../content/company';
import type { Role } from '../content/jobs/roleTypes';
import { siteOrigin } from '../content/origin';
import { rolePage } from '../content/jobs/roleWords';

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  timeZoneName: 'longOffset',
});

/** The end of a UK day as an ISO time with London's offset that day: '2027-06-30T23:59:59+01:00'. */
export function endOfUkDay(isoDate: string): string {
  const noon = new Date(`${isoDate}T12:00:00Z`);
  const name = offsetFormat.formatToParts(noon).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name === 'GMT' ? '+00:00' : name.replace('GMT', '');
  return `${isoDate}T23:59:59${offset}`;
}

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The role's text as the HTML Google's job search shows: the summary, then both lists. */
const descriptionHtml = (role: Role) =>
  [
    `<p>${escapeHtml(role.summary)}</p>`,
    `<h2>${escapeHtml(rolePage.whatYouWillDo)}</h2>`,
    list(role.whatYouWillDo),
    `<h2>${escapeHtml(rolePage.whatYouBring)}</h2>`,
    list(role.whatYouBring),
  ].join('');

const office = (role: Role) => ({
  '@type': 'Place',
  address: {
    '@type': 'PostalAddress',
    addressLocality: role.location,
    addressCountry: 'GB',
    // The office's street address is known only for the head office's town.
    ...(role.location === company.address.city && {
      streetAddress: company.address.street,
      postalCode: company.address.postcode,
    }),
  },
});

/**
 * schema.org JobPosting for a role's page, with what Google's job search requires (title,
 * description, datePosted, hiringOrganization, and jobLocation or, for remote work,
 * applicantLocationRequirements with jobLocationType) and what it recommends (validThrough,
 * employmentType, baseSalary where given, identifier, directApply: the page's own form).
 */
export function jobPostingJsonLd(role: Role) {
  const remote = role.workplace !== 'on-site';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    description: descriptionHtml(role),
    identifier: { '@type': 'PropertyValue', name: company.name, value: role.id },
    datePosted: role.posted,
    validThrough: endOfUkDay(role.closes),
    employmentType: role.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: `${siteOrigin}/`,
      logo: `${siteOrigin}/favicon.svg`,
    },
    // A hybrid role has an office and may be worked from home; a remote one only the latter.
    ...(role.workplace !== 'remote' && { jobLocation: office(role) }),
    ...(remote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
    }),
    ...(role.salary !== 'competitive' && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GBP',
        value: {
          '@type': 'QuantitativeValue',
          minValue: role.salary.min,
          maxValue: role.salary.max,
          unitText: 'YEAR',
        },
      },
    }),
    directApply: true,
    url: `${siteOrigin}/jobs/${role.id}`,
  };
}
