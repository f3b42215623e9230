import { toNewMessageData, validMessageData } from '@rico/contact';

/** A valid message as Firestore Lite's setDoc sends it, in Firestore's JSON encoding. */
export function commitBody(id: string): string {
  const data = toNewMessageData({ ...validMessageData, interest: [...validMessageData.interest] });
  const encode = (value: unknown): unknown =>
    typeof value === 'string'
      ? { stringValue: value }
      : typeof value === 'boolean'
        ? { booleanValue: value }
        : { arrayValue: { values: (value as unknown[]).map(encode) } };
  return JSON.stringify({
    writes: [
      {
        update: {
          name: `projects/demo-rico/databases/(default)/documents/messages/${id}`,
          fields: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)])),
        },
        updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
      },
    ],
  });
}
