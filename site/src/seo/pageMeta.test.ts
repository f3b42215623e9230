import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from './pageMeta';
import { siteOrigin } from '../content/origin';

const fields = (meta: MetaDescriptor[]): Record<string, unknown>[] => meta.map((m) => ({ ...m }));
const find = (meta: MetaDescriptor[], key: string, value: string) =>
  fields(meta).find((m) => m[key] === value);

describe('pageMeta', () => {
  const about = pageMeta({ title: 'About Us', description: 'Who we are.' }, '/about');

  it('should title the page "{title} | {site title}"', () => {
    expect(about[0]).toEqual({ title: 'About Us | Rico Technologies' });
  });

  it('should link an absolute canonical URL from the site origin', () => {
    expect(find(about, 'rel', 'canonical')?.href).toBe(`${siteOrigin}/about`);
    expect(siteOrigin).toMatch(/^https?:\/\/[^/]+$/);
  });

  it('should set description, default keywords, Open Graph and Twitter tags with the absolute og image', () => {
    expect(find(about, 'name', 'description')?.content).toBe('Who we are.');
    expect(find(about, 'name', 'keywords')?.content).toContain('EPOS systems');
    expect(find(about, 'property', 'og:title')?.content).toBe('About Us | Rico Technologies');
    expect(find(about, 'property', 'og:image')?.content).toBe(`${siteOrigin}/og-image.jpg`);
    expect(find(about, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(about, 'name', 'twitter:image')?.content).toBe(`${siteOrigin}/og-image.jpg`);
    expect(find(about, 'name', 'robots')).toBeUndefined();
  });

  it('should describe the organisation with its address, contact point and social profiles', () => {
    const ld = fields(about).find((m) => 'script:ld+json' in m)?.['script:ld+json'] as Record<
      string,
      unknown
    >;
    expect(ld['@type']).toBe('Organization');
    expect(ld.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'GB' });
    expect(ld.contactPoint).toMatchObject({ '@type': 'ContactPoint' });
    expect(ld.sameAs).toHaveLength(3);
  });

  it('given noIndex, should ask robots not to index and still link its absolute canonical URL', () => {
    const meta = pageMeta({ title: 'Jobs', noIndex: true }, '/jobs');
    expect(find(meta, 'name', 'robots')?.content).toBe('noindex, follow');
    expect(find(meta, 'rel', 'canonical')?.href).toBe(`${siteOrigin}/jobs`);
  });

  it('given no path (the not-found page), should name no URL at all', () => {
    const meta = pageMeta({ title: '404 - Page Not Found', noIndex: true }, undefined);
    expect(find(meta, 'property', 'og:url')).toBeUndefined();
    expect(find(meta, 'rel', 'canonical')).toBeUndefined();
  });
});
