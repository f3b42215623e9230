import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { isContactError } from './errors';
import { handleSendContactEmail, type SendContactEmailDeps, type SendContactEmailResult } from './handler';

/** The dependencies, or a function that makes them on first use (secrets exist only at run time). */
export type SendContactEmailDepsSource =
  SendContactEmailDeps | (() => SendContactEmailDeps | Promise<SendContactEmailDeps>);

export interface SendContactEmailOptions {
  /** onCall's options: region, maxInstances, enforceAppCheck, consumeAppCheckToken, secrets, cors. */
  callable?: CallableOptions;
  /**
   * Runs first with the raw request, e.g. a rate limit keyed on the caller. Throw a ContactError or
   * an HttpsError to refuse the call.
   */
  guard?: (request: CallableRequest) => void | Promise<void>;
}

function toHttpsError(error: unknown, deps: SendContactEmailDeps | undefined): HttpsError {
  if (error instanceof HttpsError) return error;
  if (isContactError(error)) return new HttpsError(error.code, error.message, error.details);
  // Anything else is a bug or an outage: log it here, tell the caller nothing about it.
  (deps?.log ?? console).error('sendContactEmail failed', { error: String(error) });
  return new HttpsError('internal', 'Internal error.');
}

/**
 * The firebase-functions v2 callable running handleSendContactEmail. The production function exports
 * it with firebase-admin and SMTP adapters; the local backend mounts it with files and an outbox.
 */
export function createSendContactEmail(
  source: SendContactEmailDepsSource,
  options: SendContactEmailOptions = {},
) {
  let deps: SendContactEmailDeps | undefined;
  const resolveDeps = async () => (deps ??= typeof source === 'function' ? await source() : source);

  return onCall(options.callable ?? {}, async (request: CallableRequest): Promise<SendContactEmailResult> => {
    try {
      await options.guard?.(request);
      return await handleSendContactEmail(await resolveDeps(), request.data);
    } catch (error) {
      throw toHttpsError(error, deps);
    }
  });
}
