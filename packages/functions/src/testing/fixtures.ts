import { toSendContactEmailPayload, validMessageData, type MessageFields } from '@rico/contact';
import type { MessageData } from '../ports';

export const exampleDocId = 'AbCdEfGhIjKlMnOpQrSt';

/** A stored message as the acceptance table's valid case would leave it, with any changes. */
export function exampleMessage(changes: Record<string, unknown> = {}): MessageData {
  return {
    ...validMessageData,
    interest: [...validMessageData.interest],
    createdAt: new Date('2025-06-01T12:00:00.000Z'),
    ...changes,
  };
}

/** The payload the site would send for a stored message. */
export function payloadFor(docId: string, message: MessageData) {
  return toSendContactEmailPayload(docId, message as unknown as MessageFields);
}
