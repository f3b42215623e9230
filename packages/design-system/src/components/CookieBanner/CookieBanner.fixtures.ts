import type { CookieBannerCopy } from './CookieBanner';

/** Story and test copy: the wording the site passes (kept here so stories need no site import). */
export const cookieBannerCopy: CookieBannerCopy = {
  text: 'We use cookies to enhance your browsing experience and provide analytics. By continuing to use our site, you consent to our use of cookies.',
  learnMore: 'Learn more',
  learnMoreContext: 'about cookies',
  decline: 'Decline',
  accept: 'Accept',
  label: 'Cookie consent',
};
