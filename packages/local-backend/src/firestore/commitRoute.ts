import type { ServerResponse } from 'node:http';
import { acceptMessageCreate, messagesCollection } from '@rico/contact';
import { expireAtFor } from '@rico/functions';
import type { FileMessageStore } from '../store/fileMessageStore';
import { BodyError, readJsonBody } from '../http/body';
import { sendGoogleError, sendJson } from '../http/respond';
import type { HostRequest } from '../http/types';
import { CommitRefusal, parseCommit, type DocumentWrite } from './parseCommit';

/** The id of a top-level `messages/{id}` path, or null for any other path (which the rules deny). */
function messageIdOf(write: DocumentWrite): string | null {
  const [collection, id, ...deeper] = write.path.split('/');
  return collection === messagesCollection && id && deeper.length === 0 ? id : null;
}

async function applyWrite(store: FileMessageStore, write: DocumentWrite, requestTime: Date): Promise<void> {
  const id = messageIdOf(write);
  if (!id) throw new CommitRefusal(403, `Writes to ${write.path} are not allowed`);
  const data = { ...write.fields };
  for (const field of write.requestTimeFields) data[field] = requestTime;
  const decision = acceptMessageCreate({ id, data, requestTime });
  if (!decision.accepted)
    throw new CommitRefusal(403, `Missing or insufficient permissions: ${decision.reason}`);
  // Existing ids answer like the rules (an overwrite is an update, never allowed), with or without
  // the exists:false precondition.
  // The server stamps the retention time, as production's create trigger does (default 24 months).
  const stored = { ...data, expireAt: expireAtFor(requestTime) };
  if (!(await store.create(id, stored))) throw new CommitRefusal(403, `messages/${id} already exists`);
}

/** `POST .../documents:commit`: a Firestore Lite write, accepted exactly as firestore.rules would. */
export async function handleCommit(
  store: FileMessageStore,
  projectId: string,
  req: HostRequest,
  res: ServerResponse,
): Promise<void> {
  const requestTime = new Date();
  let write: DocumentWrite;
  try {
    write = parseCommit(await readJsonBody(req), projectId);
    await applyWrite(store, write, requestTime);
  } catch (error) {
    if (error instanceof CommitRefusal || error instanceof BodyError) {
      sendGoogleError(res, error.httpStatus, error.message);
      return;
    }
    throw error;
  }
  const time = requestTime.toISOString();
  sendJson(res, 200, {
    writeResults: [
      { updateTime: time, transformResults: write.requestTimeFields.map(() => ({ timestampValue: time })) },
    ],
    commitTime: time,
  });
}
