export { createMemoryInboxStore, type MemoryInboxStore } from './memoryInboxStore';
export {
  createCountingLimiter,
  createMemoryAuditLog,
  messageId,
  searchPeople,
  storedMessage,
} from './fixtures';
export { idTokenClaims, signJwt } from './idTokens';
export { createMemoryListing, newestFirst } from './memoryListing';
