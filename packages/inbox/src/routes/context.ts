import type { AuditLog } from '../audit';
import type { Staff, StaffVerifier } from '../auth/staffVerifier';
import type { RateLimiter, RateLimit } from '../rateLimit';
import type { ApplicationsPort } from '../applications/applicationsPort';
import type { InboxStore } from '../store';

export interface InboxLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Everything the inbox handler works with: each host supplies its own. */
export interface InboxDeps {
  verifier: StaffVerifier;
  store: InboxStore;
  audit: AuditLog;
  /** The job applications and their CVs; a host without them answers their routes 404. */
  applications?: ApplicationsPort;
  limiter: RateLimiter;
  /** Calls one account may make per window (defaultInboxLimit unless given). */
  limit?: RateLimit;
  /** How long messages are kept (days), stated on screen. */
  retentionDays: number;
  /**
   * E-mails a message through the contact form's own send path (handleSendContactEmail and its
   * claim), right after its delivery was reset. Rejecting is fine: the backstop sends it later.
   */
  sendAgain: (id: string) => Promise<void>;
  now?: () => Date;
  log?: InboxLogger;
}

/** What every action gets: the dependencies, the caller and the time of the request. */
export interface ActionContext {
  deps: InboxDeps;
  staff: Staff;
  now: Date;
  log: InboxLogger;
}
