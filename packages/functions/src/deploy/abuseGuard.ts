import type { CallableRequest } from 'firebase-functions/v2/https';
import { ContactError } from '../errors';
import type { Logger } from '../ports';
import { clientAddress, clientKey } from './clientKey';
import type { RateLimit, RateLimiter } from './rateLimiter';

export interface AbuseLimits {
  /** Calls one client (IPv4 address or IPv6 /64) may make per window. */
  perClient: RateLimit;
  /** Calls everyone together may make per window: the ceiling on e-mails a bot farm can cause. */
  global: RateLimit;
}

export interface AbuseGuardDeps {
  limiter: RateLimiter;
  limits: AbuseLimits;
  /** The secret the client keys are made with (RATE_LIMIT_SALT). */
  salt: string;
  now: () => Date;
  log: Logger;
}

/** The counter key of the global ceiling. */
export const globalLimitKey = 'global';

const tooMany = () =>
  new ContactError('resource-exhausted', 'Too many messages right now. Please try again later.');

/**
 * What runs before sendContactEmail's handler: refuses a replayed App Check token, then counts the
 * call against the caller's limit and the global ceiling (in that order, so one noisy client cannot
 * use up everyone's ceiling with calls that its own limit refuses).
 */
export async function guardCall(request: CallableRequest, deps: AbuseGuardDeps): Promise<void> {
  // With consumeAppCheckToken a token is good for one call; firebase-functions leaves the refusal of
  // a second use to the handler.
  if (request.app?.alreadyConsumed === true) {
    throw new ContactError('unauthenticated', 'This request was already used. Please try again.');
  }
  const now = deps.now();
  const address = clientAddress(request.rawRequest);
  // No usable address happens only off Google's front end (tests, emulators): one shared bucket.
  const key = address ? `client-${clientKey(address, deps.salt, now)}` : 'client-unknown';
  if (!(await count(deps, key, deps.limits.perClient, now))) {
    deps.log.info('contact call refused: client rate limit', { key: key.slice(0, 15) });
    throw tooMany();
  }
  if (!(await count(deps, globalLimitKey, deps.limits.global, now))) {
    deps.log.error('contact call refused: global ceiling reached', { max: deps.limits.global.max });
    throw tooMany();
  }
}

/** One hit; a counter that cannot be updated (a flood contending for it) refuses the call, retryably. */
async function count(deps: AbuseGuardDeps, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  try {
    return await deps.limiter.hit(key, limit, now);
  } catch (error) {
    deps.log.error('rate limit not counted', { error: String(error) });
    throw new ContactError('unavailable', 'The message could not be sent just now. Please try again.');
  }
}
