import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from './CookieBanner';
import { cookieBannerCopy } from './CookieBanner.fixtures';

// Prerendered HTML must not contain the banner: the stored choice is only known in the browser, and
// a returning visitor would otherwise see it flash before hydration removes it.
describe('CookieBanner on the server', () => {
  it('given prerendering, should render nothing', () => {
    expect(renderToString(<CookieBanner copy={cookieBannerCopy} href="/privacy" />)).toBe('');
  });
});
