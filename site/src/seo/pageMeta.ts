import type { MetaDescriptor } from 'react-router';
import { company } from '../content/company';
import { absoluteUrl } from '../content/origin';
import { defaultMeta, ogImageSize, siteTitle, type PageMeta } from '../content/seo';
import { organizationJsonLd } from './organization';

/** The browser title: '{title} | {site title}'. */
export const documentTitle = (title: string) => `${title} | ${siteTitle}`;

/**
 * Everything a page puts in its <head>: title, description, keywords, canonical link, Open Graph
 * and Twitter tags, robots and the organisation's JSON-LD. Missing fields take the site defaults.
 * `path` is the page's URL path; the not-found page, served at any URL, has none.
 */
export function pageMeta(meta: PageMeta, path: string | undefined): MetaDescriptor[] {
  const title = documentTitle(meta.title);
  const description = meta.description ?? defaultMeta.description;
  const keywords = meta.keywords ?? defaultMeta.keywords;
  const urlPath = meta.url ?? path;
  const url = urlPath === undefined ? undefined : absoluteUrl(urlPath);
  const image = absoluteUrl(meta.image ?? defaultMeta.image);
  const type = meta.type ?? defaultMeta.type;
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords.join(', ') },
    ...(meta.noIndex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    // Noindex pages name theirs too: a copy reached with tracking parameters still points at one URL.
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteTitle },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(ogImageSize.width) },
    { property: 'og:image:height', content: String(ogImageSize.height) },
    { property: 'og:image:alt', content: `${company.name}: ${company.tagline}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': organizationJsonLd() },
    ...(meta.jsonLd ? [{ 'script:ld+json': meta.jsonLd }] : []),
  ];
}
