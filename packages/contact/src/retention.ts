/**
 * How long a contact message is kept by default: 24 months, then Firestore's TTL policy deletes it.
 * Here, in the model the browser and the function share, so the function's default and the
 * privacy notice the site shows are the same number.
 */
export const defaultRetentionDays = 730;
