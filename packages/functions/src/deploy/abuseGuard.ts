import type { CallableRequest } from 'firebase-functions/v2/https';
import { ContactError } from '../errors';
import type { Logger } from '../ports';
import { clientAddress, clientKey, type RequestOrigin } from './clientKey';
import type { RateLimit, RateLimiter } from './rateLimiter';

export interface AbuseLimits {
  /** Calls one client (IPv4 address or IPv6 /64) may make per window, junk included. */
  perClient: RateLimit;
  /** E-mails the callable may send per window: the ceiling on what a bot farm can cause. */
  global: RateLimit;
  /** E-mails (attempts) the backstop may send per window: its own budget, never the visitors'. */
  backstop: RateLimit;
  /** Job applications one client may post per window, refused ones included: a counter of its own. */
  applicationsPerClient: RateLimit;
  /** Hiring e-mails the application form may send per window (the backstop's budget covers the rest). */
  applicationMails: RateLimit;
}

/** Which per-client counter a request counts against: the contact form's, or the applications'. */
export interface ClientCounter {
  prefix: string;
  limit: (limits: AbuseLimits) => RateLimit;
}

export const contactCounter: ClientCounter = { prefix: 'client', limit: (limits) => limits.perClient };
/** Applications count apart: a candidate who also sent a message keeps every application. */
export const applicationCounter: ClientCounter = {
  prefix: 'application',
  limit: (limits) => limits.applicationsPerClient,
};

export interface AbuseGuardDeps {
  limiter: RateLimiter;
  limits: AbuseLimits;
  /** The secret the client keys are made with (RATE_LIMIT_SALT). */
  salt: string;
  now: () => Date;
  log: Logger;
}

/** The counter keys of the two send budgets. */
export const globalLimitKey = 'global';
export const backstopLimitKey = 'backstop';
export const applicationMailsLimitKey = 'application-mails';

const tooMany = () =>
  new ContactError('resource-exhausted', 'Too many messages right now. Please try again later.');

/**
 * What runs before sendContactEmail's handler: refuses a replayed App Check token, then counts the
 * call against the caller's own limit. Every call counts there, junk included, so junk costs only
 * its sender; the shared ceiling is spent later, and only on a real send (createSendBudget).
 */
export async function guardCall(request: CallableRequest, deps: AbuseGuardDeps): Promise<void> {
  // With consumeAppCheckToken a token is good for one call; firebase-functions leaves the refusal of
  // a second use to the handler.
  if (request.app?.alreadyConsumed === true) {
    throw new ContactError('unauthenticated', 'This request was already used. Please try again.');
  }
  await guardClient(request.rawRequest, deps);
}

/**
 * Counts one request (a call, or a native form post) against its sender's hourly limit: one
 * counter per address for both ways in, so the form post is no way around the callable's limit.
 * Job applications count on a counter of their own (`applicationCounter`).
 */
export async function guardClient(
  rawRequest: RequestOrigin,
  deps: AbuseGuardDeps,
  proxiesInFront = 0,
  counter: ClientCounter = contactCounter,
): Promise<void> {
  const now = deps.now();
  const address = clientAddress(rawRequest, proxiesInFront);
  // No usable address happens only off Google's front end (tests, emulators): one shared bucket.
  const subject = address ? clientKey(address, deps.salt, now) : 'unknown';
  const key = `${counter.prefix}-${subject}`;
  if (!(await count(deps, key, counter.limit(deps.limits), now))) {
    deps.log.info('contact request refused: client rate limit', { key: key.slice(0, 15) });
    throw tooMany();
  }
}

/**
 * A budget of sends under one counter (the callable's global ceiling, or the backstop's): the
 * handler's admitSend, run only once a call names a stored message that still needs its e-mail.
 */
export function createSendBudget(
  deps: Omit<AbuseGuardDeps, 'limits' | 'salt'>,
  key: string,
  limit: RateLimit,
): (docId: string) => Promise<void> {
  return async (docId) => {
    if (!(await count(deps, key, limit, deps.now()))) {
      deps.log.error('contact send refused: daily budget reached', { budget: key, max: limit.max, docId });
      throw tooMany();
    }
  };
}

/** One hit; a counter that cannot be updated (a flood contending for it) refuses the call, retryably. */
async function count(
  deps: Pick<AbuseGuardDeps, 'limiter' | 'log'>,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<boolean> {
  try {
    return await deps.limiter.hit(key, limit, now);
  } catch (error) {
    deps.log.error('rate limit not counted', { error: String(error) });
    throw new ContactError('unavailable', 'The message could not be sent just now. Please try again.');
  }
}
