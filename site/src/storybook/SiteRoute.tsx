import type { ComponentType } from 'react';
import { LinkProvider } from '@rico/design-system';
import { RouterLink } from '../layout/RouterLink';
import { createRoutesStub } from 'react-router';
import App from '../root';
import { pageRoutes, type PageRoute } from '../routeTable';
import { PageHead } from '../seo/PageHead';
import type { PageHandle } from '../seo/pageHandle';

/** What a page module exports (routes/<page>/<Name>Page.tsx): the page and the content it renders. */
interface PageModule {
  default: ComponentType;
  handle: PageHandle;
}

// The route table names each page by its module path; the same modules the site's router mounts.
const pageModules = import.meta.glob<PageModule>('../routes/*/*Page.tsx', { eager: true });

function pageModule(route: PageRoute): PageModule {
  const module = pageModules[`../${route.file}`];
  if (!module) throw new Error(`No page module ${route.file} for route ${route.id}`);
  return module;
}

/**
 * The site's root route (root.tsx's App: header, footer, cookie banner, toasts) plus the page's head
 * tags. root.tsx's Layout, the <html> document, is not mounted: a story lives in Storybook's document,
 * and with it goes the development-preview banner, whose health check has no backend to reach here.
 */
function StoryRoot() {
  return (
    <>
      {/* React hoists the title and meta tags into <head>, as the site's document renders them. */}
      <PageHead />
      {/* Router links, so a link followed in a story opens the page within the story. */}
      <LinkProvider value={RouterLink}>
        <App />
      </LinkProvider>
    </>
  );
}

// routes.ts in router-object form: the index page, every other path without its leading slash, '*'.
const SiteRoutes = createRoutesStub([
  {
    id: 'root',
    path: '/',
    Component: StoryRoot,
    children: pageRoutes.map((route) => {
      const { default: Component, handle } = pageModule(route);
      return route.path === '/'
        ? { id: route.id, index: true, Component, handle }
        : { id: route.id, path: route.path === '*' ? '*' : route.path.slice(1), Component, handle };
    }),
  },
]);

export interface SiteRouteProps {
  /** The URL to open, with its query string, e.g. `/contact?topic=ricotap`. */
  path: string;
}

/**
 * One page of the site as a visitor sees it: the real route modules of the route table inside the
 * site's root layout, in a memory router opened at `path`. Links navigate within the story.
 */
export function SiteRoute({ path }: SiteRouteProps) {
  // A new router for a new path (the stub creates its router once).
  return <SiteRoutes key={path} initialEntries={[path]} />;
}
