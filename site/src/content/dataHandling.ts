import { defaultRetentionDays } from '@rico/contact';
import { functionsRegion } from '../lib/firebase/config';

/**
 * Facts about where the contact form's data goes, read from the code's own settings so the privacy
 * notice and the form's notice say what the site does.
 */
const regionPlaces: Record<string, string> = {
  'europe-west2': 'London',
  'europe-west1': 'Belgium',
  'europe-west3': 'Frankfurt',
};

/** Where Firestore and the functions run (they must share a region, see the deployment README). */
export const storagePlace = regionPlaces[functionsRegion] ?? functionsRegion;
export const storageRegion = `${storagePlace} (${functionsRegion})`;

/** The function's default retention, as people say it: 730 days is "2 years". */
export const retentionShort =
  defaultRetentionDays % 365 === 0 ? `${defaultRetentionDays / 365} years` : `${defaultRetentionDays} days`;
export const retentionPeriod =
  defaultRetentionDays % 365 === 0 ? `${retentionShort} (${defaultRetentionDays} days)` : retentionShort;
