import { defaultRetentionDays } from '@rico/contact';

/**
 * How long a contact message is kept: 24 months by default (shared with the site's privacy notice),
 * then Firestore's TTL policy on `expireAt` deletes it; the production function's
 * MESSAGE_RETENTION_DAYS parameter changes it.
 */
export { defaultRetentionDays };

const dayMs = 24 * 60 * 60_000;

/**
 * The `expireAt` of a message created at `createdAt`. Derived from createdAt alone, so every server
 * path that stamps it (the create trigger, a claim, the local backend) writes the same value.
 */
export function expireAtFor(createdAt: Date, retentionDays: number = defaultRetentionDays): Date {
  return new Date(createdAt.getTime() + retentionDays * dayMs);
}
