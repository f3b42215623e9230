import { CookieBanner } from '@rico/design-system';
import { cookieBanner } from '../content/cookieBanner';
import { ConsentedAnalytics } from '../lib/analytics/ConsentedAnalytics';
import '../lib/consent/policy';
import { useFullStylesheet } from '../seo/criticalCss';

/**
 * The banner's rules are not in the page's critical CSS (the prerendered HTML has no banner): it waits
 * for the full stylesheet.
 */
function CookieBannerOnceStyled() {
  return useFullStylesheet() ? <CookieBanner copy={cookieBanner} href="/privacy" /> : null;
}

/**
 * The cookie banner and the analytics that follow the visitor's choice. Both render nothing in the
 * prerendered page (the stored choice is only known in the browser).
 */
export function ConsentIsland() {
  return (
    <>
      <CookieBannerOnceStyled />
      <ConsentedAnalytics />
    </>
  );
}
