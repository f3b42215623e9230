import type { MessageData } from '@rico/functions';

/*
 * Stored messages are JSON with timestamps written as {"$date": "<ISO 8601>"}: readable in an editor,
 * and decoded back to Date. A message field can never be an object, so no visitor text can pose as a
 * date.
 */

export function serializeMessage(data: MessageData): string {
  return `${JSON.stringify(
    data,
    function replace(this: Record<string, unknown>, key: string, value: unknown) {
      // `value` has already been through Date#toJSON; the holder still has the Date itself.
      const original = this[key];
      return original instanceof Date ? { $date: original.toISOString() } : value;
    },
    2,
  )}\n`;
}

export function parseMessage(json: string): MessageData {
  return JSON.parse(json, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null && '$date' in value && Object.keys(value).length === 1) {
      return new Date(String(value.$date));
    }
    return value;
  }) as MessageData;
}
