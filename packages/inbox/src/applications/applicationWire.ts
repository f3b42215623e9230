import * as v from 'valibot';
import { storedApplicationSchema, type StoredApplication } from '@rico/contact';

/** One row of the applications list. Times are ISO 8601 strings (UTC). */
export interface InboxApplicationSummary {
  id: string;
  name: string;
  email: string;
  role: string;
  receivedAt: string;
  read: boolean;
}

/** An application opened: every field the candidate sent, and what the server recorded. */
export interface InboxApplication extends InboxApplicationSummary {
  /** '' when none was given. */
  linkedin: string;
  consent: boolean;
  /** The CV's cleaned name, the type it was checked as and its size; null when none was sent. */
  cv: { name: string; type: string; size: number } | null;
  /** When the application and its CV are erased. */
  expiresAt: string;
  readChangedBy?: string;
  readChangedAt?: string;
}

/** GET /api/inbox/applications */
export interface InboxApplicationListResponse {
  applications: InboxApplicationSummary[];
  /** Send back as `after` for the next page; absent on the last page. Opaque. */
  next?: string;
  /** Unread applications, whatever the role filter shows. */
  unread: number;
}

/** A stored record as the model reads it, or null when it is not one the form could have written. */
export function parseApplication(data: Readonly<Record<string, unknown>>): StoredApplication | null {
  const parsed = v.safeParse(storedApplicationSchema, data);
  return parsed.success ? parsed.output : null;
}

export function toApplicationSummary(id: string, application: StoredApplication): InboxApplicationSummary {
  return {
    id,
    name: application.name,
    email: application.email,
    role: application.role,
    receivedAt: application.createdAt.toISOString(),
    read: application.read,
  };
}

export function toInboxApplication(id: string, application: StoredApplication): InboxApplication {
  return {
    ...toApplicationSummary(id, application),
    linkedin: application.linkedin,
    consent: application.consent,
    cv: application.cv && { ...application.cv },
    expiresAt: application.expireAt.toISOString(),
    ...(application.readChangedBy !== undefined && { readChangedBy: application.readChangedBy }),
    ...(application.readChangedAt && { readChangedAt: application.readChangedAt.toISOString() }),
  };
}
