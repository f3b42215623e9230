/*
 * What the browser shares with the server: the filters and the wire types. Free of Node and of
 * Firebase, so the inbox page can import it without pulling server code into the site's bundle.
 */
export {
  inboxQuerySchema,
  matchesQuery,
  maxSearchLength,
  parseInboxQuery,
  type InboxQuery,
  type QueryableMessage,
  type QueryResult,
} from './query';
export { matchesSearch, normaliseText, searchKey, searchKeyLength } from './search';
export { defaultPageSize, maxPageSize } from './paging';
export {
  deliveryState,
  interestTitle,
  type InboxDeliveryState,
  type InboxChangesResponse,
  type InboxErrorBody,
  type InboxListResponse,
  type InboxMessage,
  type InboxMessageSummary,
} from './wire';
export type {
  InboxApplication,
  InboxApplicationListResponse,
  InboxApplicationSummary,
} from './applications/applicationWire';
export { inboxApiBase, inboxPaths } from './paths';
