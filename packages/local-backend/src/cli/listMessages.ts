import type { StoredEntry } from '../store/fileMessageStore';

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString().replace('T', ' ').slice(0, 19) : '?';

/** Whether the message was e-mailed, in words, from its server-only delivery record. */
export function describeDelivery(delivery: unknown): string {
  if (typeof delivery !== 'object' || delivery === null) return 'not e-mailed';
  const record = delivery as { status?: unknown; at?: unknown; attempts?: unknown; error?: unknown };
  if (record.status === 'sent') return `e-mailed ${iso(record.at)}`;
  if (record.status === 'sending') return `sending (attempt ${String(record.attempts)})`;
  const reason = typeof record.error === 'string' ? `: ${record.error}` : '';
  return `e-mail failed ${iso(record.at)}${reason}`;
}

/** One line per message, oldest first: when, id, who, and whether it was e-mailed. */
export function formatMessageList(entries: readonly StoredEntry[], dataDir: string): string {
  if (entries.length === 0) return `No messages in ${dataDir}\n`;
  const lines = entries.map(({ id, data }) => {
    const who = `${String(data.name)} <${String(data.email)}>`;
    return `${iso(data.createdAt)}  ${id}  ${who}  ${describeDelivery(data.delivery)}`;
  });
  const count = entries.length === 1 ? '1 message' : `${entries.length} messages`;
  return `${count} in ${dataDir}\n${lines.join('\n')}\n`;
}
