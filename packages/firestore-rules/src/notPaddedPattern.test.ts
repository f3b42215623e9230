import { isTrimmed } from '@rico/contact';
import { describe, expect, it } from 'vitest';
import { notPaddedPattern } from './notPaddedPattern';

/** RE2's `\x{HH}` is JavaScript's `\u{HH}` under the u flag; nothing else in the pattern differs. */
const notPadded = new RegExp(notPaddedPattern.replaceAll('\\x{', '\\u{'), 'u');

describe('notPaddedPattern', () => {
  it('given every BMP character at either end of a text, should agree with isTrimmed', () => {
    const disagreements: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      for (const text of [`${char}ab`, `ab${char}`, char]) {
        if (notPadded.test(text) !== isTrimmed(text)) disagreements.push(code.toString(16));
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['', true],
    ['a', true],
    ['Hello,\r\n\tline two\nline 3', true],
    ['😀 emoji at both ends 😀', true],
    [' leading', false],
    ['trailing\n', false],
    ['\u3000ideographic space', false],
  ])('given %j, should answer %s', (text, expected) => {
    expect(notPadded.test(text)).toBe(expected);
    expect(isTrimmed(text)).toBe(expected);
  });
});
