import { docIdPattern, emailPattern } from './limits';

/**
 * The same character rules as RE2 patterns for firestore.rules' `string.matches()`, which must match
 * the whole string. The test suite converts them to JavaScript and checks that they agree with
 * characters.ts, so the rules cannot drift from the TypeScript predicate unnoticed.
 */
export const rulesPatterns = {
  singleLine: '^[^\\x{00}-\\x{1F}\\x{7F}-\\x{9F}\\x{2028}\\x{2029}]*$',
  multiLine: '^[^\\x{00}-\\x{08}\\x{0B}\\x{0C}\\x{0E}-\\x{1F}\\x{7F}-\\x{9F}]*$',
  noDirectionControls: '^[^\\x{061C}\\x{200E}\\x{200F}\\x{202A}-\\x{202E}\\x{2066}-\\x{2069}]*$',
  email: emailPattern.source,
  docId: docIdPattern.source,
} as const;
