import { createDeliveryMethods, type AtomicDeliveryUpdate } from './delivery';
import type { MessageData, MessageStore } from './ports';

export interface MemoryMessageStore extends MessageStore {
  /** Stores a document as a client write would have (tests only: no acceptance check). */
  put(id: string, data: MessageData): void;
  /** The document as stored now, server-only fields included. */
  peek(id: string): MessageData | undefined;
}

/**
 * A MessageStore in memory, for tests of the handler and of other adapters' callers. Each update
 * runs synchronously after one await, so concurrent callers interleave as with a real store, yet
 * every read-modify-write is atomic, as a transaction would make it.
 */
export function createMemoryMessageStore(leaseMs?: number): MemoryMessageStore {
  const documents = new Map<string, MessageData>();

  const update: AtomicDeliveryUpdate = async (id, decide) => {
    await Promise.resolve();
    const document = documents.get(id);
    if (!document) return false;
    const next = decide(document.delivery);
    if (next) documents.set(id, { ...document, delivery: next });
    return true;
  };

  return {
    put: (id, data) => documents.set(id, structuredClone(data)),
    peek: (id) => structuredClone(documents.get(id)),
    get: (id) => Promise.resolve(structuredClone(documents.get(id)) ?? null),
    ...createDeliveryMethods(update, leaseMs),
  };
}
