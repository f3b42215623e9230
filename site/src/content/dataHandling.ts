import { defaultRetentionDays } from '@rico/contact';

/**
 * Facts about where the contact form's data goes, read from the code's own settings so the privacy
 * notice and the form's notice say what the site does.
 */
const regionPlaces: Record<string, string> = {
  'europe-west2': 'London',
  'europe-west1': 'Belgium',
  'europe-west3': 'Frankfurt',
};

/**
 * Where Firestore and the functions run (they must share a region, see docs/operators.md): the
 * build's VITE_FIREBASE_FUNCTIONS_REGION, London by default, as in lib/firebase/config.ts. Read
 * defensively: the route table (and so this file) also loads in plain Node, where Vite's
 * import.meta.env does not exist.
 */
const env = import.meta.env as Partial<ImportMetaEnv> | undefined;
const functionsRegion = env?.VITE_FIREBASE_FUNCTIONS_REGION || 'europe-west2';

export const storagePlace = regionPlaces[functionsRegion] ?? functionsRegion;
export const storageRegion = `${storagePlace} (${functionsRegion})`;

/** The function's default retention, as people say it: 730 days is "2 years". */
export const retentionShort =
  defaultRetentionDays % 365 === 0 ? `${defaultRetentionDays / 365} years` : `${defaultRetentionDays} days`;
export const retentionPeriod =
  defaultRetentionDays % 365 === 0 ? `${retentionShort} (${defaultRetentionDays} days)` : retentionShort;
