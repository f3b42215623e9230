import { cookiePolicyVersion } from '../src/content/cookieBanner';

/** A visitor who answered the cookie banner before (Decline), for journeys about something else. */
export const answeredBanner = {
  'cookie-consent': 'declined',
  'cookie-consent-record': JSON.stringify({ version: cookiePolicyVersion, date: new Date().toISOString() }),
};
