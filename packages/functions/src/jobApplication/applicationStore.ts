import type { CvMimeType } from '@rico/contact';
import type { ReadChange } from '@rico/inbox';
import type { DeliveryStore } from '../deliverOnce';
import type { MessageData } from '../ports';

/** A stored application's fields as its store returns them: not yet validated, timestamps as Date. */
export interface ApplicationEntry {
  id: string;
  data: MessageData;
}

/** One page of applications, newest first; `next` asks for the page after it (null: none). */
export interface ApplicationPage {
  applications: ApplicationEntry[];
  next: string | null;
}

export interface ApplicationListOptions {
  /** At most this many (1 to 100). */
  limit: number;
  /** The `next` of the page before; absent or null for the first page. */
  after?: string | null | undefined;
  /** Only applications for this role (a role's title, or the speculative role). */
  role?: string | undefined;
}

/** A CV as staff download it: its bytes, the type they were checked as, its cleaned name. */
export interface CvDownload {
  bytes: Buffer;
  type: CvMimeType;
  name: string;
}

/** What the application form's endpoint needs of the store. */
export interface ApplicationIntake extends DeliveryStore {
  /**
   * Stores a new application: the CV's bytes first (under the id, never a name the visitor chose),
   * then the record. False, with nothing stored, when the id is taken.
   */
  create(id: string, data: MessageData, cv: Buffer | undefined): Promise<boolean>;
  get(id: string): Promise<MessageData | null>;
}

/**
 * The job applications and their CVs: Firestore and Cloud Storage in production
 * (deploy/firestoreApplicationStore.ts), the local backend's data folder on a developer's machine.
 * The staff inbox lists, opens, downloads and deletes through it; the erasure removes what is due.
 */
export interface ApplicationStore extends ApplicationIntake {
  /** A page of applications, newest first (each page one query, however many are stored). */
  list(options: ApplicationListOptions): Promise<ApplicationPage>;
  /** Unread applications in the whole store: an index count, never a read of every record. */
  countUnread(): Promise<number>;
  /** The application's CV, or null when it has none (or there is no such application). */
  readCv(id: string): Promise<CvDownload | null>;
  /** Marks it read or unread (who and when, as a message's); false when there is no such application. */
  setRead(id: string, change: ReadChange): Promise<boolean>;
  /** Deletes the application and its CV file; false when there was none. */
  delete(id: string): Promise<boolean>;
  /** The ids of up to `limit` applications whose erasure time is at or before `now`, soonest first. */
  expired(now: Date, limit: number): Promise<string[]>;
  /** Deletes these applications and their CVs: every file first, then the records in one write. */
  deleteMany(ids: readonly string[]): Promise<void>;
}

/** Where an application's CV is kept: named by the application's id alone. */
export const cvPath = (id: string) => `cvs/${id}`;

/** A page cursor: the last application's time and id, so the next page starts right after it. */
export function encodeCursor(entry: ApplicationEntry): string {
  const at = entry.data.createdAt instanceof Date ? entry.data.createdAt.toISOString() : '';
  return Buffer.from(JSON.stringify([at, entry.id])).toString('base64url');
}

/** The cursor's time and id; throws a RangeError when it is not one this store made. */
export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(at));
    if (typeof id === 'string' && !Number.isNaN(createdAt.getTime())) return { createdAt, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new RangeError('Not a page cursor of the application store');
}

/** The limit a list may ask for: whole, 1 to 100. */
export function pageLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new RangeError('limit must be 1 to 100');
  return limit;
}
