/**
 * What JavaScript's String#trim removes (WhiteSpace and LineTerminator: tab, LF, VT, FF, CR, space,
 * no-break space, the other Unicode space separators, LS, PS and the BOM), as an RE2 class body.
 */
const trimmedCharacters =
  '\\x{09}-\\x{0D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';

/**
 * RE2 for the schema's isTrimmed: empty, or starting and ending with a character trim() keeps.
 * Written without `.` (which RE2 and JavaScript both stop at line breaks) so it spans lines.
 */
export const notPaddedPattern = `^(?:[^${trimmedCharacters}]|[^${trimmedCharacters}][\\x{00}-\\x{10FFFF}]*[^${trimmedCharacters}])?$`;
