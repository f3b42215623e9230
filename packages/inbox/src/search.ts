/*
 * The inbox's search: the start of any word of a name, an e-mail address or a company, whatever the
 * case or accents. Firestore has no substring search, so both stores match a normalised key against
 * word starts they indexed when the message was written (Firestore: every prefix as a term; the
 * local backend: SQLite's full-text index). The browser uses `matchesSearch` on what a poll brings,
 * so it decides exactly as the server did.
 */

/** The longest key a search matches on: the terms a message stores stop there (and so does the key). */
export const searchKeyLength = 40;

/** How many word starts of each field become terms: a company name of more words is found by its first ones. */
export const wordStartsPerField = 16;

/**
 * Lower case, accents folded (é → e, ñ → n), and every run of other characters than letters and
 * digits one space: `Jo.Smith@Bistro` → `jo smith bistro`.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What a search text is matched on: normalised and cut to `searchKeyLength` ('' matches everything). */
export function searchKey(text: string): string {
  return normaliseText(text).slice(0, searchKeyLength).trimEnd();
}

/** The text from each word start on (`ann baker`, `baker`), the first `limit` of them. */
export function wordStarts(normalised: string, limit = Number.POSITIVE_INFINITY): string[] {
  const starts: string[] = [];
  for (let at = 0; at < normalised.length && starts.length < limit;) {
    starts.push(normalised.slice(at));
    const space = normalised.indexOf(' ', at);
    if (space === -1) break;
    at = space + 1;
  }
  return starts;
}

/** Whether a key (from `searchKey`) starts a word of one of the fields. */
export function matchesSearch(fields: readonly string[], key: string): boolean {
  if (!key) return true;
  return fields.some((field) => wordStarts(normaliseText(field)).some((start) => start.startsWith(key)));
}

/**
 * Every key that finds these fields: each prefix (up to `searchKeyLength`, never ending in a space)
 * of the text from each of the first word starts. `scopes` repeat them prefixed `scope|`, so one
 * array-contains finds a search within one interest (Firestore allows a single array-contains per
 * query); `|` never occurs in a normalised key.
 */
export function searchTerms(fields: readonly string[], scopes: readonly string[] = []): string[] {
  const terms = new Set<string>();
  for (const field of fields) {
    for (const start of wordStarts(normaliseText(field), wordStartsPerField)) {
      const most = Math.min(start.length, searchKeyLength);
      for (let length = 1; length <= most; length += 1) {
        if (start[length - 1] !== ' ') terms.add(start.slice(0, length));
      }
    }
  }
  const plain = [...terms];
  return [...plain, ...scopes.flatMap((scope) => plain.map((term) => scopedTerm(scope, term)))];
}

/** The term that finds `key` within `scope` (one value of the scoping field). */
export const scopedTerm = (scope: string, key: string) => `${scope}|${key}`;
