import { company } from './company';

/** The origin of `configured` (an environment value), or of the company's website when it is empty. */
export function originFrom(configured: string | undefined): string {
  const value = configured?.trim() ?? '';
  return new URL(value === '' ? company.website : value).origin;
}

/**
 * The origin canonical links and social tags use: SITE_ORIGIN at build time (vite.config.ts
 * exposes it to the app), else the company's website. The sitemap's build step reads the same
 * variable from Vite's resolved env (scripts/postbuild).
 */
export const siteOrigin = originFrom(import.meta.env.SITE_ORIGIN);

/** An absolute URL on this site. */
export const absoluteUrl = (path: string) => new URL(path, siteOrigin).href;
