import type { Logger } from './ports';

/**
 * The `event` field of the ERROR entry logged when the functions give up e-mailing a message. It is
 * what the log-based alert in docs/operators.md matches: keep it stable.
 */
export const abandonedEvent = 'contact-email-abandoned';

/** The `event` field of the ERROR entry logged when an accepted e-mail could not be recorded as sent. */
export const unrecordedEvent = 'contact-email-unrecorded';

/** Tells the company (through the alert on abandonedEvent) that a message needs a person. */
export function reportAbandoned(
  log: Logger,
  fields: { docId: string; attempts: number; lastError?: string | undefined },
): void {
  log.error('contact e-mail abandoned: the message stays stored, answer it by hand', {
    event: abandonedEvent,
    ...fields,
  });
}
