import * as v from 'valibot';
import { docIdPattern } from './limits';
import { messageFieldEntries, serverOnlyFields } from './messageDocument';

/**
 * What firestore.rules allow a client to create in `messages/{id}`, written in TypeScript over the
 * decoded document (strings, booleans, numbers, null, arrays, plain objects, Date for timestamps).
 * The local backend runs it on every write; the rules tests run the same acceptance table against
 * the real rules, so the two cannot disagree without a test failing.
 */
const newMessageSchema = v.strictObject({
  ...messageFieldEntries,
  createdAt: v.date(),
  read: v.literal(false),
});

export const newMessageKeys = Object.keys(newMessageSchema.entries).sort();

export interface MessageCreateRequest {
  /** The document id in `messages/{id}`. */
  id: string;
  /** The document as it would be stored, after server transforms (createdAt = request time). */
  data: Readonly<Record<string, unknown>>;
  /** The rules' `request.time`: the time the server applied to REQUEST_TIME transforms. */
  requestTime: Date;
}

export type AcceptanceResult = { accepted: true } | { accepted: false; reason: string };

const deny = (reason: string): AcceptanceResult => ({ accepted: false, reason });

/** Decides a client's create of `messages/{id}` exactly as the production rules do. */
export function acceptMessageCreate({ id, data, requestTime }: MessageCreateRequest): AcceptanceResult {
  if (!docIdPattern.test(id)) return deny('document id must be 20 letters or digits');
  const keys = Object.keys(data);
  const serverOnly = keys.filter((key) => (serverOnlyFields as readonly string[]).includes(key));
  if (serverOnly.length > 0) return deny(`server-only field set by the client: ${serverOnly.join(', ')}`);
  const extra = keys.filter((key) => !newMessageKeys.includes(key));
  if (extra.length > 0) return deny(`unexpected field: ${extra.join(', ')}`);
  const missing = newMessageKeys.filter((key) => !keys.includes(key));
  if (missing.length > 0) return deny(`missing field: ${missing.join(', ')}`);

  const result = v.safeParse(newMessageSchema, data);
  if (!result.success) {
    const [issue] = result.issues;
    const path = v.getDotPath(issue) ?? 'document';
    // A type error says what it saw; a rule error carries the form's own message.
    const detail =
      issue.kind === 'schema' ? `expected ${issue.expected}, received ${issue.received}` : issue.message;
    return deny(`${path}: ${detail}`);
  }
  if (result.output.createdAt.getTime() !== requestTime.getTime()) {
    return deny('createdAt must be the server request time');
  }
  return { accepted: true };
}
