import { describe, expect, it } from 'vitest';
import { deleteAnalyticsCookies } from './cookieCleanup';

/** A document whose cookie writes are recorded, on a given host. */
function fakeDocument(cookies: string, hostname: string) {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return cookies;
    },
    set cookie(value: string) {
      writes.push(value);
    },
    location: { hostname },
  };
  return { doc: doc as unknown as Document, writes };
}

describe('deleteAnalyticsCookies', () => {
  it('given _ga cookies set on the parent domain, should expire them there and on the host', () => {
    const { doc, writes } = fakeDocument(
      '_ga=GA1.1.1.1; cookie-consent=x; _ga_ABC123=GS1; theme=dark',
      'www.rico.co.uk',
    );
    deleteAnalyticsCookies(doc);
    for (const name of ['_ga', '_ga_ABC123']) {
      const expiry = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      expect(writes).toContain(expiry);
      expect(writes).toContain(`${expiry}; domain=rico.co.uk`);
      expect(writes).toContain(`${expiry}; domain=www.rico.co.uk`);
    }
    expect(writes.filter((w) => w.startsWith('theme') || w.startsWith('cookie-consent'))).toEqual([]);
  });

  it('given an IP address or localhost, should expire host-only cookies (no domain to try)', () => {
    const { doc, writes } = fakeDocument('_ga=GA1.1.1.1', '127.0.0.1');
    deleteAnalyticsCookies(doc);
    expect(writes).toEqual(['_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/']);
  });
});
