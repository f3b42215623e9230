import * as v from 'valibot';
import { docIdPattern } from '@rico/contact';
import type { ListFilter, ListPosition } from './listing';

/*
 * The cursors the list hands out (where the next page starts) and the poll's token (changes after
 * when): base64url JSON, opaque to the browser, which sends them back as they came. Each is checked
 * in full before any store is asked, so a forged, cut or stale one is a 400 that reads nothing. They
 * need no signature: they hold no secret and give no access, only a place in a list staff may read.
 */

/** Longer than any token this code makes; anything longer is refused before it is decoded. */
const maxTokenLength = 200;
/** The latest time a Date can hold (ms): a bigger one is not a time. */
const maxTime = 8.64e15;

const time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(maxTime));

const pageTokenSchema = v.strictObject({
  v: v.literal(1),
  f: v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/)),
  at: time,
  id: v.pipe(v.string(), v.regex(docIdPattern)),
});

const pollTokenSchema = v.strictObject({ v: v.literal(1), since: time });

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode(token: string): unknown {
  if (token.length > maxTokenLength || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A short fingerprint of what a list was asked for (FNV-1a of its JSON): a cursor only continues
 * the list it came from, so one from another filter is refused rather than silently misplacing.
 */
export function fingerprint(filters: readonly ListFilter[], search: string): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([filters, search])) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const pageToken = (position: ListPosition, print: string) =>
  encode({ v: 1, f: print, at: position.at, id: position.id });

/** The position a page token names, or null when it is not one this list gave for `print`. */
export function readPageToken(token: string, print: string): ListPosition | null {
  const parsed = v.safeParse(pageTokenSchema, decode(token));
  if (!parsed.success || parsed.output.f !== print) return null;
  return { at: parsed.output.at, id: parsed.output.id };
}

export const pollToken = (since: Date) => encode({ v: 1, since: since.getTime() });

/** The time a poll token names, or null when it is not a token. */
export function readPollToken(token: string): Date | null {
  const parsed = v.safeParse(pollTokenSchema, decode(token));
  return parsed.success ? new Date(parsed.output.since) : null;
}
