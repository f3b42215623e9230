import { serviceIds } from './services';

/**
 * Length limits of every contact field, in Unicode code points (what firestore.rules' `size()` counts;
 * valibot's `minCodePoints`/`maxCodePoints`; not JavaScript's `length`, which counts an emoji twice).
 * The browser, the function, the local backend and firestore.rules all use these numbers the same
 * way, so a message the form accepts is never refused further down the line.
 */
export const contactLimits = {
  name: { min: 2, max: 100 },
  // RFC 5321 caps a forward path at 254 characters.
  email: { max: 254 },
  phone: { max: 30 },
  company: { max: 120 },
  message: { min: 10, max: 5000 },
  interest: { max: serviceIds.length },
  // The honeypot: a person never sees the field, so anything in it came from a bot.
  companyWebsite: { max: 0 },
} as const;

/** The Firestore collection that holds contact messages. */
export const messagesCollection = 'messages';

/** Document ids are made in the browser the way Firestore makes them: 20 characters of A-Z, a-z, 0-9. */
export const docIdPattern = /^[A-Za-z0-9]{20}$/;

/**
 * A deliberately plain address pattern (ASCII local part, dotted domain, alphabetic TLD). It uses
 * only syntax that RE2 (Firestore rules' `matches`) shares with JavaScript, so the rules can use
 * `emailPattern.source` verbatim.
 */
export const emailPattern =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$/;
