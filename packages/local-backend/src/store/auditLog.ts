import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { auditRecord, type AuditLog } from '@rico/inbox';

/** What staff did in the local inbox, one JSON line each in `<dataDir>/audit.jsonl`. */
export function createFileAuditLog(dataDir: string): AuditLog {
  const file = path.join(dataDir, 'audit.jsonl');
  return {
    record: (entry) => appendFile(file, `${JSON.stringify(auditRecord(entry))}\n`, { mode: 0o600 }),
  };
}
