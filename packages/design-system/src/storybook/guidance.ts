/**
 * Usage guidance on a component's docs page, for designers: every component answers the same four
 * questions under the same headings (the pattern GOV.UK and Primer use). Written as short
 * Markdown items in the design system's own words, in `<Name>.docs.ts` beside the component.
 */
export interface Guidance {
  /** The jobs it is for. */
  whenToUse: string[];
  /** What it is not for, and what to use instead. */
  whenNotToUse: string[];
  /** Wording and length of its labels and text. */
  content: string[];
  /** Keyboard, screen reader, focus and target size. */
  accessibility: string[];
  /** Stories of the same file shown side by side as the right and the wrong way, with why. */
  doAndDont?: { do: string; dont: string; why: string }[];
}

export const guidanceHeadings = {
  whenToUse: 'When to use',
  whenNotToUse: 'When not to use',
  content: 'Content',
  accessibility: 'Accessibility',
} as const satisfies Partial<Record<keyof Guidance, string>>;

/**
 * The guidance file for a stories file: `<Folder>/<Name>.docs.ts` beside `<Name>.stories.tsx`, else
 * the folder's own `<Folder>/<Folder>.docs.ts` (the Header's desktop and mobile stories share one).
 */
export function guidanceFiles(storiesPath: string): string[] {
  const match = /([^/]+)\/([^/]+)\.stories\.tsx?$/.exec(storiesPath);
  if (!match) return [];
  const [, folder, name] = match;
  return [`${folder}/${name}.docs.ts`, `${folder}/${folder}.docs.ts`];
}
