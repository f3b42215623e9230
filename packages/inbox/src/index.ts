/*
 * The staff inbox's server side: the handler and its seams. Hosts: the production function
 * (packages/functions) and the local backend. The browser imports `@rico/inbox/client` only.
 */
export * from './client';
export { handleInboxRequest } from './handler';
export type { ActionContext, InboxDeps, InboxLogger } from './routes/context';
export {
  bodyText,
  errorResponse,
  InboxError,
  jsonResponse,
  type InboxErrorCode,
  type InboxRequest,
  type InboxResponse,
} from './http';
export {
  bearerToken,
  StaffAuthError,
  type Staff,
  type StaffAuthFailure,
  type StaffVerifier,
} from './auth/staffVerifier';
export {
  applyReadChange,
  freshDelivery,
  readFields,
  type InboxEntry,
  type InboxStore,
  type ReadChange,
  type ResetDeliveryResult,
} from './store';
export { auditRecord, type AuditAction, type AuditEntry, type AuditLog } from './audit';
export {
  defaultInboxLimit,
  retryAfterSeconds,
  staffLimitKey,
  windowStartOf,
  type RateLimit,
  type RateLimiter,
} from './rateLimit';
export { csvColumns, csvHeader, csvOptions, csvRows, messagesToCsv } from './csv';
export * from './listing/listing';
export { passes, passesFilter, scopeValues, searchedText, termsOf } from './listing/searchFields';
export {
  exportFields,
  listFiltersOf,
  messageListing,
  messageSummarySchema,
  unreadFilter,
  type MessageSummaryData,
} from './messageListing';
export { changesKeptMs, maxChangesPerPoll, pollOverlapMs } from './paging';
export { scopedTerm, searchTerms, wordStarts, wordStartsPerField } from './search';
export { formatUkTime } from './ukTime';
export { toInboxMessage, toSummary } from './wire';
export type { ApplicationsPort, CvFile, StoredApplicationEntry } from './applications/applicationsPort';
export { cvDownloadHeaders } from './applications/cvDownload';
export { applicationCsvColumns } from './applications/applicationCsv';
export { maxInboxBodyBytes, sendInboxResponse, toInboxRequest } from './nodeHttp';
