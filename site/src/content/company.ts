/**
 * The company profile: the one place a company edits its own facts. Every page, the footer, the
 * contact page and the structured data (JSON-LD) read these values.
 *
 * SAMPLE VALUES: the name, email, phone, address, website and social links below are placeholders
 * (reserved example domain, an Ofcom drama phone number). Replace them here before going live.
 */
export interface PostalAddress {
  street: string;
  city: string;
  postcode: string;
  country: 'United Kingdom';
}

export interface SocialLinks {
  twitter: string;
  linkedin: string;
  facebook: string;
}

export interface CompanyProfile {
  name: string;
  tagline: string;
  description: string;
  email: string;
  /** As people read it. */
  phone: string;
  /** E.164, for tel: links and structured data. */
  phoneE164: string;
  address: PostalAddress;
  /** The live site's origin, used when the build is given no SITE_ORIGIN. */
  website: string;
  social: SocialLinks;
}

const name = 'Rico Technologies'; // SAMPLE

export const company: CompanyProfile = {
  name,
  tagline: 'Restaurant Tech. Retail Speed. Real Results.',
  description: `${name} builds restaurant and retail technology (EPOS, table ordering and kitchen displays) and helps hospitality businesses grow with SEO and digital marketing.`,
  email: 'hello@rico-technologies.example', // SAMPLE
  phone: '020 7946 0321', // SAMPLE (Ofcom drama range)
  phoneE164: '+442079460321', // SAMPLE
  address: {
    street: '25 Example Street', // SAMPLE
    city: 'London', // SAMPLE
    postcode: 'EC1A 4AB', // SAMPLE
    country: 'United Kingdom',
  },
  website: 'https://www.rico-technologies.example', // SAMPLE
  social: {
    twitter: 'https://x.com/ricotech', // SAMPLE
    linkedin: 'https://www.linkedin.com/company/ricotech', // SAMPLE
    facebook: 'https://www.facebook.com/ricotech', // SAMPLE
  },
};

/** Social profiles in display order, with the names screen readers announce. */
export const socialProfiles = [
  { network: 'twitter', label: 'X (Twitter)', href: company.social.twitter },
  { network: 'linkedin', label: 'LinkedIn', href: company.social.linkedin },
  { network: 'facebook', label: 'Facebook', href: company.social.facebook },
] as const;
