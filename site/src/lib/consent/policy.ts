import { configureCookieConsent } from '@rico/design-system';
import { cookiePolicyVersion } from '../../content/cookieBanner';

/** Global Privacy Control: a browser-wide "do not sell or share", which we honour as a refusal. */
const globalPrivacyControl = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * Sets the page's consent store up before anything renders (this module runs when the layout
 * module loads): a choice counts only for the current policy version, and GPC means no.
 */
configureCookieConsent({ version: cookiePolicyVersion, browserRefuses: globalPrivacyControl });
