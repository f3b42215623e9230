import * as v from 'valibot';
import {
  hasNoDirectionControls,
  hasUniqueItems,
  isCleanMultiLine,
  isSingleLine,
  isTrimmed,
} from './characters';
import { contactLimits as limits, emailPattern } from './limits';
import { serviceIds, type ServiceId } from './services';
import { contactMessages as m } from './validationMessages';

/*
 * Canonical field schemas: they validate values that are already normalised (trimmed) and never
 * transform them. Text lengths count code points, as Firestore's size() does in the rules (an emoji
 * is one, not JavaScript's two), so the form and the rules put every limit in the same place. The stored document, the callable payload and the rules' acceptance predicate use
 * them as they are; the form puts a trim in front (contactForm.ts).
 */

const singleLine = (label: string) => v.check<string, string>(isSingleLine, m.singleLine(label));
const trimmed = (label: string) => v.check<string, string>(isTrimmed, m.trimmed(label));
const noDirectionControls = (label: string) =>
  v.check<string, string>(hasNoDirectionControls, m.directionControls(label));

export const nameField = v.pipe(
  v.string(m.nameMin),
  v.minCodePoints(limits.name.min, m.nameMin),
  v.maxCodePoints(limits.name.max, m.nameMax),
  singleLine('Name'),
  noDirectionControls('Name'),
  trimmed('Name'),
);

// The pattern admits no whitespace or control character, so it also keeps CR/LF out of mail headers.
export const emailField = v.pipe(
  v.string(m.email),
  v.maxCodePoints(limits.email.max, m.emailMax),
  v.regex(emailPattern, m.email),
);

export const phoneField = v.pipe(
  v.string(),
  v.maxCodePoints(limits.phone.max, m.phoneMax),
  singleLine('Phone'),
  noDirectionControls('Phone'),
  trimmed('Phone'),
);

export const companyField = v.pipe(
  v.string(),
  v.maxCodePoints(limits.company.max, m.companyMax),
  singleLine('Company'),
  noDirectionControls('Company'),
  trimmed('Company'),
);

export const interestField = v.pipe(
  v.array(v.picklist(serviceIds, m.interest), m.interest),
  v.maxLength(limits.interest.max, m.interestUnique),
  v.check<ServiceId[], string>(hasUniqueItems, m.interestUnique),
);

export const messageField = v.pipe(
  v.string(m.messageMin),
  v.minCodePoints(limits.message.min, m.messageMin),
  v.maxCodePoints(limits.message.max, m.messageMax),
  v.check(isCleanMultiLine, m.multiLine('Message')),
  noDirectionControls('Message'),
  trimmed('Message'),
);

export const consentField = v.literal(true, m.consent);

export const companyWebsiteField = v.pipe(
  v.string(m.companyWebsite),
  v.maxCodePoints(limits.companyWebsite.max, m.companyWebsite),
);
