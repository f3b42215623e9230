import type { CookieSettingsCopy } from './CookieSettings';

/** Story copy: the kind of wording the site passes (stories import no site content). */
export const cookieSettingsCopy: CookieSettingsCopy = {
  current: {
    accepted: 'You’ve accepted analytics cookies.',
    declined: 'You’ve rejected analytics cookies.',
    unset: 'You haven’t chosen yet: no analytics cookies are set until you accept them.',
  },
  browserSignal:
    'Your browser sends a Global Privacy Control signal, so we treat it as a refusal: no analytics cookies are set.',
  legend: 'Do you want to accept analytics cookies?',
  accept: 'Yes, use cookies that measure my website use',
  decline: 'No, do not use cookies that measure my website use',
  save: 'Save cookie settings',
  saved: 'You’ve set your cookie preferences.',
};
