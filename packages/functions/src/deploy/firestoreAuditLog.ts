import { randomBytes } from 'node:crypto';
import { auditRecord, type AuditLog } from '@rico/inbox';
import type { Logger } from '../ports';
import type { DocumentDb } from './documentDb';

/** Where staff actions are kept (server-only: the rules deny every client). */
export const inboxAuditCollection = 'inboxAudit';

const dayMs = 24 * 60 * 60_000;

/**
 * Staff actions, twice: a structured Cloud Logging entry (`jsonPayload.event = "inbox-audit"`),
 * written first so it exists even if Firestore fails, and a document in `inboxAudit` the operator
 * can query, kept as long as the messages (`expireAt` and the TTL policy).
 */
export function createFirestoreAuditLog(db: DocumentDb, log: Logger, retentionDays: number): AuditLog {
  return {
    async record(entry) {
      log.info('inbox audit', { event: 'inbox-audit', ...auditRecord(entry) });
      const id = randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);
      const expireAt = new Date(entry.at.getTime() + retentionDays * dayMs);
      await db.runTransaction((tx) => {
        tx.set(`${inboxAuditCollection}/${id}`, { ...auditRecord(entry), at: entry.at, expireAt });
        return Promise.resolve();
      });
    },
  };
}
