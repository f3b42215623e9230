/*
 * Character classes, written as code-point tests rather than regular expressions: the lint rule
 * no-control-regex forbids control characters in regex literals, and a function states the ranges
 * more plainly anyway. rulesPatterns.ts holds the same ranges as RE2 strings for firestore.rules.
 */

/** C0 controls, DEL and C1 controls: never meaningful in a name, an address or a phone number. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** U+2028/U+2029 end a line in some mail clients and JavaScript, so they count as line breaks. */
function isUnicodeLineBreak(code: number): boolean {
  return code === 0x2028 || code === 0x2029;
}

/**
 * True when the text has no control character and no line break: single-line fields can reach mail
 * headers (the reply-to name), where a CR or LF could start a new header.
 */
export function isSingleLine(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (isControl(code) || isUnicodeLineBreak(code)) return false;
  }
  return true;
}

/** True when the text has no control character other than tab, line feed and carriage return. */
export function isCleanMultiLine(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (isControl(code) && char !== '\t' && char !== '\n' && char !== '\r') return false;
  }
  return true;
}

/**
 * Unicode's bidirectional controls: the embeddings and overrides (U+202A-U+202E), the isolates
 * (U+2066-U+2069) and the marks (LRM, RLM, the Arabic letter mark). Invisible, they change the order
 * in which the text around them is shown ("\u202Egnp.exe" reads "exe.png"), so staff would read
 * something other than what was sent. Right-to-left letters need none of them to show correctly.
 */
function isDirectionControl(code: number): boolean {
  return (
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** True when the text has no bidirectional control character. */
export function hasNoDirectionControls(text: string): boolean {
  for (const char of text) if (isDirectionControl(char.codePointAt(0) ?? 0)) return false;
  return true;
}

/** True when the text has no leading or trailing whitespace (what `String#trim` would remove). */
export function isTrimmed(text: string): boolean {
  return text === text.trim();
}

/** True when no item appears twice. */
export function hasUniqueItems(items: readonly unknown[]): boolean {
  return new Set(items).size === items.length;
}
