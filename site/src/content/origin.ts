import { company } from './company';

/**
 * The origin canonical links, the sitemap and social tags use: VITE_SITE_ORIGIN at build time
 * (Vite exposes VITE_ variables to every build step), else the company's website.
 */
export const siteOrigin = originFrom(import.meta.env.VITE_SITE_ORIGIN ?? '', company.website);

function originFrom(configured: string, fallback: string): string {
  return new URL(configured.trim() === '' ? fallback : configured).origin;
}

/** An absolute URL on this site. */
export const absoluteUrl = (path: string) => new URL(path, siteOrigin).href;
