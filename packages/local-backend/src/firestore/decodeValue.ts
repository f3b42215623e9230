/*
 * Firestore's REST encoding of values (https://firebase.google.com/docs/firestore/reference/rest/v1/Value)
 * decoded into plain JavaScript, as firestore.rules see them: strings, booleans, numbers, null, Date
 * for timestamps, arrays and plain objects. Bytes, references and geo points have no place in a
 * message; they decode to an OpaqueValue that fails every field's schema.
 */

/** A value of a type no message field can have (bytes, reference, geo point). */
export class OpaqueValue {
  constructor(readonly type: string) {}
}

/** The request is not valid Firestore JSON: HTTP 400, as Firestore itself answers. */
export class MalformedValueError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeNumber(raw: unknown, type: string): number {
  if (typeof raw !== 'number' && typeof raw !== 'string') throw new MalformedValueError(`Bad ${type}`);
  const number = Number(raw);
  if (type === 'integerValue' && !Number.isInteger(number)) throw new MalformedValueError(`Bad ${type}`);
  return number;
}

function decodeTimestamp(raw: unknown): Date {
  const date = typeof raw === 'string' ? new Date(raw) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new MalformedValueError('Bad timestampValue');
  return date;
}

/** Decodes a Firestore `fields` map (a document's or a mapValue's). */
export function decodeFields(raw: unknown): Record<string, unknown> {
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw new MalformedValueError('fields must be an object');
  // fromEntries defines own properties, so a field named __proto__ stays a field.
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, decodeValue(value)]));
}

export function decodeValue(raw: unknown): unknown {
  if (!isRecord(raw)) throw new MalformedValueError('A value must be an object');
  const entries = Object.entries(raw);
  const [entry] = entries;
  if (!entry || entries.length !== 1) throw new MalformedValueError('A value must have exactly one type');
  const [type, inner] = entry;
  switch (type) {
    case 'nullValue':
      return null;
    case 'booleanValue':
      if (typeof inner !== 'boolean') throw new MalformedValueError('Bad booleanValue');
      return inner;
    case 'stringValue':
      if (typeof inner !== 'string') throw new MalformedValueError('Bad stringValue');
      return inner;
    case 'integerValue':
    case 'doubleValue':
      return decodeNumber(inner, type);
    case 'timestampValue':
      return decodeTimestamp(inner);
    case 'arrayValue': {
      const values = isRecord(inner) ? (inner.values ?? []) : null;
      if (!Array.isArray(values)) throw new MalformedValueError('Bad arrayValue');
      return values.map(decodeValue);
    }
    case 'mapValue':
      if (!isRecord(inner)) throw new MalformedValueError('Bad mapValue');
      return decodeFields(inner.fields);
    case 'bytesValue':
    case 'referenceValue':
    case 'geoPointValue':
      return new OpaqueValue(type);
    default:
      throw new MalformedValueError(`Unknown value type ${type}`);
  }
}
