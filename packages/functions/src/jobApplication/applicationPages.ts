import type { ApplicationEntry, ApplicationListOptions, ApplicationPage } from './applicationStore';
import { decodeCursor, encodeCursor, pageLimit } from './applicationStore';

const time = (entry: ApplicationEntry) =>
  entry.data.createdAt instanceof Date ? entry.data.createdAt.getTime() : 0;

/** Firestore's order of the list: newest first, the id (ascending) breaking ties. */
function newestFirst(a: ApplicationEntry, b: ApplicationEntry): number {
  return time(b) - time(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * One page of applications held in memory, cut exactly as the Firestore store's query cuts it
 * (role filter, newest first, after the cursor), for the stores that read every record (files).
 */
export function pageOfApplications(
  entries: readonly ApplicationEntry[],
  options: ApplicationListOptions,
): ApplicationPage {
  const size = pageLimit(options.limit);
  const cursor = options.after ? decodeCursor(options.after) : undefined;
  const after = cursor && { id: cursor.id, data: { createdAt: cursor.createdAt } };
  const matching = entries
    .filter((entry) => options.role === undefined || entry.data.role === options.role)
    .sort(newestFirst)
    .filter((entry) => !after || newestFirst(entry, after) > 0);
  const applications = matching.slice(0, size);
  const last = applications.at(-1);
  return { applications, next: matching.length > size && last ? encodeCursor(last) : null };
}
