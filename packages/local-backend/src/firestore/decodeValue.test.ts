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
    it('should keep it as an own field and leave the prototype alone', () => {
      const fields = decodeFields(JSON.parse('{"__proto__":{"stringValue":"x"}}'));
      expect(Object.keys(fields)).toEqual(['__proto__']);
      expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    });
  });
});
