import { decodeFields, MalformedValueError } from './decodeValue';

/** One document write from a `documents:commit` request, decoded. */
export interface DocumentWrite {
  /** The path below `documents/`, e.g. `messages/AbC...`. */
  path: string;
  fields: Record<string, unknown>;
  /** Field paths to set to the request time (serverTimestamp()). */
  requestTimeFields: string[];
}

/** Why a commit cannot be applied, with the HTTP status Firestore would answer. */
export class CommitRefusal extends Error {
  constructor(
    readonly httpStatus: 400 | 403,
    message: string,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = (message: string) => new CommitRefusal(400, message);
// What the production rules would refuse: they allow nothing but a create in messages.
const denied = (message: string) => new CommitRefusal(403, message);

function parseTransforms(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw malformed('updateTransforms must be an array');
  return raw.map((transform) => {
    if (!isRecord(transform) || typeof transform.fieldPath !== 'string')
      throw malformed('Bad field transform');
    if (transform.setToServerValue !== 'REQUEST_TIME') {
      throw denied('Only serverTimestamp() transforms are allowed');
    }
    return transform.fieldPath;
  });
}

/**
 * addDoc sends `currentDocument: { exists: false }`, setDoc sends none. Both end the same way, since
 * the store never overwrites an id; only an update's precondition (exists:true, updateTime) is refused.
 */
function checkPrecondition(raw: unknown): void {
  if (raw === undefined) return;
  if (!isRecord(raw)) throw malformed('currentDocument must be an object');
  if (raw.exists !== false || Object.keys(raw).length !== 1) throw denied('Messages cannot be updated');
}

/**
 * Reads a Firestore Lite commit body down to the single document write it may contain, or throws a
 * CommitRefusal: 400 for what Firestore cannot parse, 403 for what the rules would deny.
 */
export function parseCommit(body: unknown, projectId: string): DocumentWrite {
  if (!isRecord(body) || !Array.isArray(body.writes)) throw malformed('The body must be {"writes": [...]}');
  if (body.transaction !== undefined) throw malformed('Transactions are not supported by the local backend');
  const [write, ...more] = body.writes as unknown[];
  if (!isRecord(write) || more.length > 0)
    throw malformed('The local backend accepts exactly one write per commit');
  if (write.delete !== undefined) throw denied('Messages cannot be deleted');
  if (!isRecord(write.update)) throw malformed('Only update writes are supported');
  if (write.updateMask !== undefined) throw denied('Messages cannot be updated or merged');

  const prefix = `projects/${projectId}/databases/(default)/documents/`;
  const name = write.update.name;
  if (typeof name !== 'string') throw malformed('The write has no document name');
  if (!name.startsWith(prefix)) throw malformed(`This local backend serves project ${projectId} only`);
  try {
    checkPrecondition(write.currentDocument);
    return {
      path: name.slice(prefix.length),
      fields: decodeFields(write.update.fields),
      requestTimeFields: parseTransforms(write.updateTransforms),
    };
  } catch (error) {
    if (error instanceof MalformedValueError) throw malformed(error.message);
    throw error;
  }
}
