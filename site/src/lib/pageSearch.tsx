import { createContext, useContext } from 'react';

/**
 * The page's query string (`?topic=...`). The router knows it where the router runs (a Storybook story
 * opened at `/contact?topic=ricotap`); a hydrated island has no router around it and reads the
 * browser's address. The prerender has none: every page is prerendered without one.
 */
const PageSearchContext = createContext<string | undefined>(undefined);

export const PageSearchProvider = PageSearchContext.Provider;

export function usePageSearch(): URLSearchParams {
  const search =
    useContext(PageSearchContext) ?? (typeof window === 'undefined' ? '' : window.location.search);
  return new URLSearchParams(search);
}
