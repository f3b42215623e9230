import { company } from './company';

/** A page's metadata. Every field but the title falls back to the site defaults. */
export interface PageMeta {
  title: string;
  description?: string;
  keywords?: readonly string[];
  /** Path of the social sharing image, from the site root. */
  image?: string;
  /** Path of the page, from the site root; the canonical URL is the origin plus this. */
  url?: string;
  type?: 'website' | 'article';
  /** Keep the page out of search results and out of the sitemap. */
  noIndex?: boolean;
  /** schema.org data of the page's own (a role's JobPosting), beside the organisation's. */
  jsonLd?: Readonly<Record<string, unknown>>;
}

/** The site's name as titles end: '{title} | {site title}'. */
export const siteTitle = company.name;

/** The metadata every page starts from. */
export const defaultMeta = {
  title: company.tagline,
  description: company.description,
  url: '/',
  image: '/og-image.jpg',
  keywords: [
    'restaurant technology',
    'EPOS systems',
    'table ordering',
    'kitchen displays',
    'digital marketing',
  ],
  type: 'website',
} as const satisfies Required<Omit<PageMeta, 'noIndex' | 'jsonLd'>>;

/** Size of /og-image.jpg, which scripts/og-image.ts renders. */
export const ogImageSize = { width: 1200, height: 630 } as const;
