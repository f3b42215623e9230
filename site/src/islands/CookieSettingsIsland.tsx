import { CookieSettings } from '@rico/design-system';
import { cookieSettings } from '../content/cookies';
import '../lib/consent/policy';

/** The privacy page's cookie settings: the visitor's stored choice, to change or withdraw. */
export function CookieSettingsIsland() {
  return <CookieSettings copy={cookieSettings} />;
}
