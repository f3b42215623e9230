import { describe, expect, it } from 'vitest';
import { decodeFields, decodeValue, MalformedValueError, OpaqueValue } from './decodeValue';

describe('decodeValue', () => {
  describe('given each Firestore value type', () => {
    it.each([
      [{ nullValue: null }, null],
      [{ booleanValue: true }, true],
      [{ stringValue: 'Ann' }, 'Ann'],
      [{ integerValue: '42' }, 42],
      [{ doubleValue: 1.5 }, 1.5],
      [{ timestampValue: '2025-06-01T12:00:00.123456Z' }, new Date('2025-06-01T12:00:00.123Z')],
      [{ arrayValue: { values: [{ stringValue: 'a' }, { booleanValue: false }] } }, ['a', false]],
      [{ arrayValue: {} }, []],
      [{ mapValue: { fields: { a: { stringValue: 'b' } } } }, { a: 'b' }],
    ])('should decode %j', (raw, expected) => {
      expect(decodeValue(raw)).toEqual(expected);
    });

    it('should decode bytes, references and geo points as opaque values', () => {
      expect(decodeValue({ bytesValue: 'AA==' })).toEqual(new OpaqueValue('bytesValue'));
      expect(decodeValue({ geoPointValue: { latitude: 1, longitude: 2 } })).toBeInstanceOf(OpaqueValue);
    });
  });

  describe('given malformed values', () => {
    it.each([
      [null],
      ['Ann'],
      [{}],
      [{ stringValue: 'a', booleanValue: true }],
      [{ stringValue: 1 }],
      [{ booleanValue: 'true' }],
      [{ integerValue: '1.5' }],
      [{ timestampValue: 'yesterday' }],
      [{ arrayValue: { values: 'a' } }],
      [{ futureValue: 1 }],
    ])('should refuse %j', (raw) => {
      expect(() => decodeValue(raw)).toThrow(MalformedValueError);
    });
  });
});

describe('decodeFields', () => {
  describe('given a field named __proto__', () => {
    it('should refuse it as Firestore does (a reserved name) and leave the prototype alone', () => {
      expect(() => decodeFields(JSON.parse('{"__proto__":{"stringValue":"x"}}'))).toThrow('reserved');
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).stringValue).toBeUndefined();
    });
  });
});

/** `depth` arrays inside one another around a string, in Firestore's encoding. */
const nestedArrays = (depth: number): unknown => {
  let value: unknown = { stringValue: 'core' };
  for (let level = 0; level < depth; level += 1) value = { arrayValue: { values: [value] } };
  return value;
};

describe('what Firestore itself refuses', () => {
  describe('given a string with a lone surrogate (not valid UTF-8)', () => {
    it.each([['\ud800'], ['Ann \udc00'], ['\udbff\udbff']])('should refuse %j', (text) => {
      expect(() => decodeValue({ stringValue: text })).toThrow(MalformedValueError);
      expect(() => decodeFields({ [text]: { stringValue: 'x' } })).toThrow(MalformedValueError);
    });

    it('should accept astral characters made of proper pairs', () => {
      expect(decodeValue({ stringValue: 'Ann 😀 𠀀' })).toBe('Ann 😀 𠀀');
    });
  });

  describe('given a reserved field name (__.*__)', () => {
    it.each([['__x__'], ['____'], ['__name__']])('should refuse %j, also inside a map', (name) => {
      expect(() => decodeFields({ [name]: { stringValue: 'x' } })).toThrow('reserved');
      const map = { mapValue: { fields: { [name]: { nullValue: null } } } };
      expect(() => decodeFields({ outer: map })).toThrow('reserved');
    });

    it.each([['__x'], ['x__'], ['_x_']])('should accept %j', (name) => {
      expect(decodeFields({ [name]: { stringValue: 'x' } })).toEqual({ [name]: 'x' });
    });
  });

  describe('given nesting', () => {
    it('should accept 20 levels of arrays and maps', () => {
      expect(() => decodeValue(nestedArrays(20))).not.toThrow();
    });

    it.each([[21], [30_000]])('should refuse %i levels with a clear message', (depth) => {
      expect(() => decodeValue(nestedArrays(depth))).toThrow('nested more than 20 levels');
    });
  });
});
