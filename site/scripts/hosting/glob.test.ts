import { describe, expect, it } from 'vitest';
import { globToRegExp } from './glob';

const matches = (glob: string, path: string) => globToRegExp(glob).test(path);

describe('globToRegExp', () => {
  it('given "**", should match every path including the root', () => {
    expect(matches('**', '/')).toBe(true);
    expect(matches('**', '/about')).toBe(true);
    expect(matches('**', '/services/epos-table-ordering')).toBe(true);
  });

  it('given "/assets/**", should match the folder and everything below it only', () => {
    expect(matches('/assets/**', '/assets/root-abc.js')).toBe(true);
    expect(matches('/assets/**', '/assets/fonts/a.woff2')).toBe(true);
    expect(matches('/assets/**', '/assets')).toBe(true);
    expect(matches('/assets/**', '/about')).toBe(false);
    expect(matches('/assets/**', '/assetsx/a.js')).toBe(false);
  });

  it('given a single star, should stay inside one segment', () => {
    expect(matches('/services/*', '/services/cloud-mobile')).toBe(true);
    expect(matches('/services/*', '/services/a/b')).toBe(false);
  });

  it('given "**/*.@(jpg|svg)", should match those extensions at any depth', () => {
    expect(matches('**/*.@(jpg|svg)', '/og-image.jpg')).toBe(true);
    expect(matches('**/*.@(jpg|svg)', '/img/a.svg')).toBe(true);
    expect(matches('**/*.@(jpg|svg)', '/img/a.png')).toBe(false);
  });

  it('given braces and a question mark, should treat them as alternatives and one character', () => {
    expect(matches('/{jobs,careers}', '/careers')).toBe(true);
    expect(matches('/{jobs,careers}', '/blog')).toBe(false);
    expect(matches('/p?ge', '/page')).toBe(true);
  });

  it('given a source without a leading slash, should add it as Firebase does', () => {
    expect(matches('robots.txt', '/robots.txt')).toBe(true);
  });
});
