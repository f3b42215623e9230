import type { CookieSettingsCopy } from '@rico/design-system';
import { themeStorageKey } from './themeStorageKey';

export const cookieSettings: CookieSettingsCopy = {
  current: {
    accepted: 'You’ve accepted analytics cookies: we measure how this site is used.',
    declined: 'You’ve rejected analytics cookies: we don’t measure your visits.',
    unset: 'You haven’t chosen yet, so no analytics cookies are set.',
  },
  browserSignal:
    'Your browser sends a Global Privacy Control signal, which we treat as a refusal: no analytics cookies are set and nothing about your visits is measured.',
  legend: 'Do you want to accept analytics cookies?',
  accept: 'Yes, use cookies that measure my website use',
  decline: 'No, do not use cookies that measure my website use',
  save: 'Save cookie settings',
  saved: 'You’ve set your cookie preferences.',
};

export type StorageKind = 'Cookie' | 'Local storage' | 'IndexedDB';

/** One thing the site (or a service it uses) keeps in the visitor's browser. */
export interface StoredItem {
  /** As the browser's developer tools show it; a trailing `*` stands for any ending. */
  name: string;
  kind: StorageKind;
  purpose: string;
  duration: string;
  /** Strictly necessary: set without asking. Everything else only after Accept. */
  essential: boolean;
}

/**
 * The theme the visitor picked in the footer (Light or Dark; nothing is kept for System). A setting
 * they asked for, not a measurement: kept without asking, and withdrawing analytics consent leaves it.
 */
export const themeStorage: StoredItem = {
  name: themeStorageKey,
  kind: 'Local storage',
  purpose: 'Remembers the theme you picked (light or dark) when you didn’t want it to follow your device.',
  duration: 'Until you pick System or clear this site’s data',
  essential: true,
};

/**
 * Everything the site keeps in the browser. The privacy notice's table is rendered from this list,
 * and withdrawing consent deletes the non-essential cookies it names, so the two cannot drift.
 */
export const storedItems: readonly StoredItem[] = [
  {
    name: 'cookie-consent',
    kind: 'Local storage',
    purpose: 'Remembers whether you accepted or declined analytics cookies.',
    duration: 'Until you change your choice or clear this site’s data',
    essential: true,
  },
  {
    name: 'cookie-consent-record',
    kind: 'Local storage',
    purpose:
      'The version of this notice your choice answered and the date you made it, so we ask again when it changes.',
    duration: 'Until you change your choice or clear this site’s data',
    essential: true,
  },
  themeStorage,
  {
    name: '_ga',
    kind: 'Cookie',
    purpose: 'Google Analytics: a random number that tells one browser’s visits from another’s.',
    duration: '2 years',
    essential: false,
  },
  {
    name: '_ga_*',
    kind: 'Cookie',
    purpose: 'Google Analytics: keeps count of your current visit (session).',
    duration: '2 years',
    essential: false,
  },
  {
    name: 'firebase-installations-database',
    kind: 'IndexedDB',
    purpose: 'Google Analytics for Firebase: a random installation ID sent with the measurements.',
    duration: 'Until you clear this site’s data',
    essential: false,
  },
];
