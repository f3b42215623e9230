import type { Staff } from './auth/staffVerifier';
import type { InboxQuery } from './query';

export type AuditAction =
  | 'message.read'
  | 'message.mark-read'
  | 'message.mark-unread'
  | 'message.resend'
  | 'message.delete'
  | 'messages.export'
  | 'application.read'
  | 'application.mark-read'
  | 'application.mark-unread'
  | 'application.cv'
  | 'application.delete'
  | 'applications.export';

/** One thing a member of staff did: who, what (a message, or a filter and how many rows), when. */
export interface AuditEntry {
  action: AuditAction;
  at: Date;
  staff: Staff;
  messageId?: string;
  filter?: InboxQuery;
  count?: number;
}

/**
 * Where staff actions are recorded. Production: a structured Cloud Logging entry and a document in
 * `inboxAudit`; local: a line in `<dataDir>/audit.jsonl`.
 */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
}

/** An entry as JSON: the shape both the log line and the stored record take. */
export function auditRecord(entry: AuditEntry) {
  return {
    action: entry.action,
    at: entry.at.toISOString(),
    staff: { uid: entry.staff.uid, email: entry.staff.email },
    ...(entry.messageId !== undefined && { messageId: entry.messageId }),
    ...(entry.filter !== undefined && { filter: entry.filter }),
    ...(entry.count !== undefined && { count: entry.count }),
  };
}
