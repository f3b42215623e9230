/** A firestore.rules string literal of `text` (rules strings take backslash escapes). */
export function rulesString(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** A firestore.rules list literal of strings. */
export function rulesList(items: readonly string[]): string {
  return `[${items.map(rulesString).join(', ')}]`;
}
