import type { CookieBannerCopy } from '@rico/design-system';

/*
 * What every page needs for the cookie choice, kept apart from the privacy page's cookie copy
 * (content/cookies.ts) so a first load carries only this.
 */

/**
 * The cookie policy's version. Change it whenever what the site stores or measures changes (a new
 * purpose, a new provider): every visitor's earlier choice then no longer counts and the banner asks
 * again. A date reads well in the stored record.
 */
export const cookiePolicyVersion = '2026-11-22';

/** The banner, word for word as specified. */
export const cookieBanner: CookieBannerCopy = {
  text: 'We use cookies to enhance your browsing experience and provide analytics. By continuing to use our site, you consent to our use of cookies.',
  learnMore: 'Learn more',
  learnMoreContext: 'about cookies',
  decline: 'Decline',
  accept: 'Accept',
  label: 'Cookie consent',
};
