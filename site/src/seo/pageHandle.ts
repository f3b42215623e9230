import type { PageMeta } from '../content/seo';

/**
 * The `handle` every page module exports: the content it renders. The document head (PageHead.tsx)
 * reads the metadata from it, so a page's title and description come from the same module as its
 * words, and the browser gets them with the page's own code.
 */
export interface PageHandle {
  /** The metadata of the route `routeId` this module is mounted as. */
  metaFor: (routeId: string) => PageMeta | undefined;
}

/** For a module that is one page. */
export const pageHandle = (page: { meta: PageMeta }): PageHandle => ({ metaFor: () => page.meta });

/** For a module mounted under several route ids (the placeholders): the content by route id. */
export const pagesHandle = (pages: Readonly<Record<string, { meta: PageMeta }>>): PageHandle => ({
  metaFor: (routeId) => pages[routeId]?.meta,
});

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).metaFor === 'function';
