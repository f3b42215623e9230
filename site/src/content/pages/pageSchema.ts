import * as v from 'valibot';

/**
 * What every page's copy must satisfy, so a bad edit fails the build (routes.ts checks every page)
 * and the unit tests with the page and the field named, instead of shipping.
 *
 * The title limit counts the page's own words, without the ' | {site title}' every title ends with:
 * the suffix is the same on every page and not the writer's to shorten, and results pages show the
 * site's name on a line of its own and drop a repeated suffix before they cut a title short. So the
 * page's part alone must fit the roughly 60 characters a results page shows.
 */
export const titleMaxLength = 60;
/** About what a results page shows of a description before it cuts it with an ellipsis. */
export const descriptionMaxLength = 160;

const words = v.pipe(
  v.string(),
  v.nonEmpty('is empty'),
  v.check((text) => text.trim() === text, 'starts or ends with spaces'),
);

const atMost = (max: number, what: string) =>
  v.maxLength<string, number, v.ErrorMessage<v.MaxLengthIssue<string, number>>>(
    max,
    (issue) => `has ${issue.received} characters; ${what} show about ${max}, keep it within that`,
  );

const sitePath = v.pipe(v.string(), v.startsWith('/', 'must be a path from the site root'));

export const pageMetaSchema = v.strictObject({
  title: v.pipe(words, atMost(titleMaxLength, 'search results')),
  description: v.optional(v.pipe(words, atMost(descriptionMaxLength, 'search results'))),
  keywords: v.optional(v.pipe(v.array(words), v.nonEmpty('is an empty list: leave it out instead'))),
  image: v.optional(sitePath),
  url: v.optional(sitePath),
  type: v.optional(v.picklist(['website', 'article'])),
  noIndex: v.optional(v.boolean()),
  // Built by seo/jobPosting.ts from the role's typed entry, not written by hand.
  jsonLd: v.optional(v.record(v.string(), v.unknown())),
});

/** The sections' copy: any nesting of lists and records, whose texts are never blank or padded. */
type Copy = string | number | boolean | readonly Copy[] | { readonly [key: string]: Copy };
// Picked by the input's type rather than a union, so a problem deep inside is reported where it is.
const copy: v.GenericSchema<Copy> = v.lazy((input) => {
  if (typeof input === 'string') return words;
  if (Array.isArray(input)) return v.array(copy);
  if (typeof input === 'object' && input !== null) return v.record(v.string(), copy);
  return v.union([v.number(), v.boolean()], 'must be text, a number, a list or a record');
});

/** A page's content module: its metadata beside its sections. */
export const pageSchema = v.objectWithRest({ meta: pageMetaSchema }, copy);

/** Each problem with one page's copy, as 'Page "about", meta.description: has 300 characters; …'. */
export function pageCopyProblems(id: string, page: unknown): string[] {
  const result = v.safeParse(pageSchema, page);
  if (result.success) return [];
  return result.issues.map(
    (issue) => `Page "${id}", ${v.getDotPath(issue) ?? 'its content'}: ${issue.message}`,
  );
}

/** Throws one error listing every problem of every page, so one build run shows them all. */
export function assertPageCopy(pages: Readonly<Record<string, unknown>>): void {
  const problems = Object.entries(pages).flatMap(([id, page]) => pageCopyProblems(id, page));
  if (problems.length > 0) throw new Error(`Page copy to fix:\n  ${problems.join('\n  ')}`);
}
