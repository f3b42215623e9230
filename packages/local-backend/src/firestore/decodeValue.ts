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

/** Firestore's limit on maps and arrays inside one another. */
export const maxNestingDepth = 20;

// A lone half of a surrogate pair cannot be encoded as UTF-8, so Firestore refuses it; with the u
// flag, a proper pair reads as one astral character and does not match.
const loneSurrogate = /\p{Cs}/u;
// Firestore reserves these field names for itself.
const reservedFieldName = /^__.*__$/;

function checkText(text: string, what: string): string {
  if (loneSurrogate.test(text))
    throw new MalformedValueError(`${what} is not valid UTF-8 (a lone surrogate)`);
  return text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkDepth(depth: number): void {
  // Checked before descending, so even a body nested thousands deep is refused without recursing.
  if (depth >= maxNestingDepth)
    throw new MalformedValueError(`Values are nested more than ${maxNestingDepth} levels deep`);
}

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

function fieldName(name: string): string {
  checkText(name, 'A field name');
  if (reservedFieldName.test(name)) throw new MalformedValueError(`The field name ${name} is reserved`);
  return name;
}

/**
 * Decodes a Firestore `fields` map (a document's, or a mapValue's at `depth` maps and arrays down).
 */
export function decodeFields(raw: unknown, depth = 0): Record<string, unknown> {
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw new MalformedValueError('fields must be an object');
  // fromEntries defines own properties, so a field named __proto__ stays a field.
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [fieldName(key), decodeValue(value, depth)]),
  );
}

/** Decodes one value that sits inside `depth` maps and arrays. */
export function decodeValue(raw: unknown, depth = 0): unknown {
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
      return checkText(inner, 'A string');
    case 'integerValue':
    case 'doubleValue':
      return decodeNumber(inner, type);
    case 'timestampValue':
      return decodeTimestamp(inner);
    case 'arrayValue': {
      checkDepth(depth);
      const values = isRecord(inner) ? (inner.values ?? []) : null;
      if (!Array.isArray(values)) throw new MalformedValueError('Bad arrayValue');
      return values.map((value) => decodeValue(value, depth + 1));
    }
    case 'mapValue':
      checkDepth(depth);
      if (!isRecord(inner)) throw new MalformedValueError('Bad mapValue');
      return decodeFields(inner.fields, depth + 1);
    case 'bytesValue':
    case 'referenceValue':
    case 'geoPointValue':
      return new OpaqueValue(type);
    default:
      throw new MalformedValueError(`Unknown value type ${type}`);
  }
}
