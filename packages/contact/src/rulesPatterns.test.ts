import { describe, expect, it } from 'vitest';
import { hasNoDirectionControls, isCleanMultiLine, isSingleLine } from './characters';
import { rulesPatterns } from './rulesPatterns';

/** RE2's `\x{HH}` is JavaScript's `\u{HH}` under the u flag; nothing else in the patterns differs. */
const asJavaScript = (re2: string) => new RegExp(re2.replaceAll('\\x{', '\\u{'), 'u');

// Every boundary of the ranges, plus ordinary and non-ASCII text.
const samples = [
  'plain text',
  'Zoë — café',
  '',
  ...[
    0x00, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x1f, 0x20, 0x7e, 0x7f, 0x9f, 0xa0, 0x2028, 0x2029,
    // The direction controls and their neighbours.
    0x061b, 0x061c, 0x061d, 0x200d, 0x200e, 0x200f, 0x2010, 0x202a, 0x202e, 0x202f, 0x2065, 0x2066, 0x2069,
    0x206a,
  ].map((code) => `a${String.fromCodePoint(code)}b`),
];

describe('rulesPatterns', () => {
  describe('given the single-line pattern', () => {
    it.each(samples.map((s) => [JSON.stringify(s), s]))(
      'should agree with isSingleLine on %s',
      (_l, text) => {
        expect(asJavaScript(rulesPatterns.singleLine).test(text)).toBe(isSingleLine(text));
      },
    );
  });

  describe('given the multi-line pattern', () => {
    it.each(samples.map((s) => [JSON.stringify(s), s]))(
      'should agree with isCleanMultiLine on %s',
      (_l, text) => {
        expect(asJavaScript(rulesPatterns.multiLine).test(text)).toBe(isCleanMultiLine(text));
      },
    );
  });

  describe('given the direction-controls pattern', () => {
    it.each(samples.map((s) => [JSON.stringify(s), s]))(
      'should agree with hasNoDirectionControls on %s',
      (_l, text) => {
        expect(asJavaScript(rulesPatterns.noDirectionControls).test(text)).toBe(hasNoDirectionControls(text));
      },
    );
  });

  describe('given the email and id patterns', () => {
    it('should be anchored so RE2 full matching and JavaScript agree', () => {
      for (const pattern of [rulesPatterns.email, rulesPatterns.docId]) {
        expect(pattern.startsWith('^')).toBe(true);
        expect(pattern.endsWith('$')).toBe(true);
      }
    });
  });
});
