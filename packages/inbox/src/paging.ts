import * as v from 'valibot';

/** Rows a page shows: a screenful and some on a desktop, and small enough to answer fast on a phone. */
export const defaultPageSize = 50;
/** The most a caller may ask for in one page. */
export const maxPageSize = 100;

/** `limit`, as the query parameter arrives (text), or left out for the default. */
export const pageSizeSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[0-9]{1,3}$/, `limit must be a whole number from 1 to ${maxPageSize}`),
    v.transform(Number),
    v.minValue(1, `limit must be a whole number from 1 to ${maxPageSize}`),
    v.maxValue(maxPageSize, `limit must be a whole number from 1 to ${maxPageSize}`),
  ),
  String(defaultPageSize),
);

/** How long the poll's changes are answered for: a token older than this asks the screen to reload. */
export const changesKeptMs = 7 * 24 * 60 * 60_000;

/** Changes a poll answers at most; more means the screen reloads its first page instead. */
export const maxChangesPerPoll = 100;

/**
 * How far back each poll looks before its token's time: a change is stamped with its request's time
 * but may commit a little later, so polls overlap by this much and the screen applies repeats as no-ops.
 */
export const pollOverlapMs = 60_000;
