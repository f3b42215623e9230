import {
  applicationsCollection,
  contactLimits as limits,
  messagesCollection,
  newMessageKeys,
  rulesPatterns,
  serverOnlyFields,
  serviceIds,
} from '@rico/contact';
import { notPaddedPattern } from './notPaddedPattern';
import { rulesList, rulesString } from './rulesLiteral';

const singleLine = rulesString(rulesPatterns.singleLine);
const noDirectionControls = rulesString(rulesPatterns.noDirectionControls);
const notPadded = rulesString(notPaddedPattern);

/**
 * firestore.rules, rendered from @rico/contact's constants so the rules cannot drift from the
 * schema the browser, the function and the local backend use. `pnpm --filter @rico/firestore-rules
 * render` writes it; a unit test fails while the committed file differs.
 */
export function renderFirestoreRules(): string {
  return `rules_version = '2';

// GENERATED from @rico/contact by \`pnpm --filter @rico/firestore-rules render\`: do not edit by hand.
// The same checks in TypeScript: acceptMessageCreate (packages/contact/src/acceptance.ts); one table of
// accepted and rejected documents tests both (packages/firestore-rules/test, packages/contact).
service cloud.firestore {
  match /databases/{database}/documents {
    // A visitor's contact message: created once, exactly to the shared schema, and never read, changed
    // or deleted by any client. The functions (Admin SDK) are not bound by these rules.
    match /${messagesCollection}/{id} {
      allow create: if isNewMessage(id, request.resource.data);
      allow read, update, delete: if false;
    }

    // Job applications: written and read only by the functions (Admin SDK), never by any client, not
    // even a signed-in one; staff read them through the inbox's function. Their CVs are in Cloud
    // Storage, whose rules (storage.rules) refuse every client too.
    match /${applicationsCollection}/{id} {
      allow read, write: if false;
    }

    // Everything else (rateLimits, subcollections, any other path): no client access at all.
    match /{document=**} {
      allow read, write: if false;
    }

    // Server-only fields (delivery, expireAt) are outside hasOnly; hasAny states it for the reader.
    function isNewMessage(id, data) {
      return id.matches(${rulesString(rulesPatterns.docId)})
        && data.keys().hasAll(${rulesList(newMessageKeys)})
        && data.keys().hasOnly(${rulesList(newMessageKeys)})
        && !data.keys().hasAny(${rulesList(serverOnlyFields)})
        && isLine(data.name, ${limits.name.min}, ${limits.name.max})
        && data.email is string
        && data.email.size() <= ${limits.email.max}
        && data.email.matches(${rulesString(rulesPatterns.email)})
        && isLine(data.phone, 0, ${limits.phone.max})
        && isLine(data.company, 0, ${limits.company.max})
        && isInterestList(data.interest)
        && data.message is string
        && data.message.size() >= ${limits.message.min}
        && data.message.size() <= ${limits.message.max}
        && data.message.matches(${rulesString(rulesPatterns.multiLine)})
        && data.message.matches(${noDirectionControls})
        && isTrimmed(data.message)
        && data.consent == true
        && data.companyWebsite is string
        && data.companyWebsite.size() <= ${limits.companyWebsite.max}
        && data.read == false
        && data.createdAt == request.time;
    }

    // Single-line text: no control characters or line breaks (it can reach a mail header), no
    // invisible text-direction characters (they reorder what staff read), trimmed.
    // size() counts characters (code points), exactly as the shared schema's limits do.
    function isLine(text, min, max) {
      return text is string
        && text.size() >= min
        && text.size() <= max
        && text.matches(${singleLine})
        && text.matches(${noDirectionControls})
        && isTrimmed(text);
    }

    // Nothing String#trim would remove at either end (JavaScript's whitespace set, not just ASCII).
    function isTrimmed(text) {
      return text.matches(${notPadded});
    }

    // A subset of the service ids, each at most once.
    function isInterestList(interest) {
      return interest is list
        && interest.size() <= ${limits.interest.max}
        && interest.hasOnly(${rulesList(serviceIds)})
        && interest.toSet().size() == interest.size();
    }
  }
}
`;
}
