import type { CvMimeType } from '@rico/contact';
import type { ReadChange } from '../store';

/** A stored application as its store returns it: fields not yet validated, timestamps as Date. */
export interface StoredApplicationEntry {
  id: string;
  data: Readonly<Record<string, unknown>>;
}

/** A CV as staff download it: its bytes, the type they were checked as, its cleaned name. */
export interface CvFile {
  bytes: Uint8Array;
  type: CvMimeType;
  name: string;
}

/**
 * What the staff inbox needs of the job applications' store. The functions' ApplicationStore
 * (Firestore and Cloud Storage in production, the local backend's data folder) has this shape;
 * it is written out here because the inbox cannot depend on the functions package (that one
 * depends on this).
 */
export interface ApplicationsPort {
  /** A page, newest first, optionally for one role; `next` asks for the page after it. */
  list(options: {
    limit: number;
    after?: string | null | undefined;
    role?: string | undefined;
  }): Promise<{ applications: StoredApplicationEntry[]; next: string | null }>;
  /** Unread applications in the whole store: an index count, never a read of every record. */
  countUnread(): Promise<number>;
  get(id: string): Promise<StoredApplicationEntry['data'] | null>;
  readCv(id: string): Promise<CvFile | null>;
  setRead(id: string, change: ReadChange): Promise<boolean>;
  /** The application and its CV file; false when there was none. */
  delete(id: string): Promise<boolean>;
}
