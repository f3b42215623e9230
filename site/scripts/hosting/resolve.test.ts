import { describe, expect, it } from 'vitest';
import { resolvePath } from './resolve';

// The build's shape: prerendered pages as <path>/index.html, plus 404.html and assets.
const files = new Set(['/index.html', '/about/index.html', '/404.html', '/assets/a.js', '/robots.txt']);
const site = { cleanUrls: true, trailingSlash: false, isFile: (p: string) => files.has(p) };

describe('resolvePath with cleanUrls and trailingSlash false (firebase.json)', () => {
  it('given the root, should serve index.html', () => {
    expect(resolvePath('/', '', site)).toEqual({ type: 'file', file: '/index.html' });
  });

  it('given a clean path, should serve its directory index without a redirect', () => {
    expect(resolvePath('/about', '', site)).toEqual({ type: 'file', file: '/about/index.html' });
  });

  it('given a trailing slash, should redirect once to the clean path and keep the query', () => {
    expect(resolvePath('/about/', '?topic=x', site)).toEqual({
      type: 'redirect',
      location: '/about?topic=x',
    });
  });

  it('given an .html name, should redirect to the clean URL', () => {
    expect(resolvePath('/about/index.html', '', site)).toEqual({ type: 'redirect', location: '/about' });
    expect(resolvePath('/index.html', '', site)).toEqual({ type: 'redirect', location: '/' });
    expect(resolvePath('/404.html', '', site)).toEqual({ type: 'redirect', location: '/404' });
  });

  it('given an asset or a flat file, should serve it', () => {
    expect(resolvePath('/assets/a.js', '', site)).toEqual({ type: 'file', file: '/assets/a.js' });
    expect(resolvePath('/robots.txt', '', site)).toEqual({ type: 'file', file: '/robots.txt' });
  });

  it('given an unknown path, should report not found', () => {
    expect(resolvePath('/nope', '', site)).toEqual({ type: 'notFound' });
    expect(resolvePath('/about/nope', '', site)).toEqual({ type: 'notFound' });
  });

  it('given repeated slashes, should treat them as one', () => {
    expect(resolvePath('//about', '', site)).toEqual({ type: 'file', file: '/about/index.html' });
  });
});

describe('resolvePath with other trailing-slash policies', () => {
  it('given trailingSlash true, should add the slash to a directory path', () => {
    expect(resolvePath('/about', '', { ...site, trailingSlash: true })).toEqual({
      type: 'redirect',
      location: '/about/',
    });
  });

  it('given no policy and no clean URLs, should add the slash to a directory path', () => {
    expect(resolvePath('/about', '', { ...site, cleanUrls: false, trailingSlash: undefined })).toEqual({
      type: 'redirect',
      location: '/about/',
    });
  });
});
