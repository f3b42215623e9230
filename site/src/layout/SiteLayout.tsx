import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Footer, MotionProvider, SkipLink, skipLinkTargetProps } from '@rico/design-system';
import { company } from '../content/company';
import { footerColumns, skipLinkLabel } from '../content/navigation';
import { Island } from '../islands/Island';
import { HeaderIsland } from '../islands/HeaderIsland';
import { ConsentIsland } from '../islands/ConsentIsland';
import { PageSearchProvider } from '../lib/pageSearch';
import { SiteThemeControl } from '../lib/theme/SiteThemeControl';
import { siteBrand } from './siteBrand';

/**
 * The page's `<main>`: the skip link's target, and the document's head holds its first paint until
 * the header before it is parsed.
 */
export const mainId = 'main';

/**
 * The frame of every page: header, the page, footer, cookie banner. Rendered whole by the prerender
 * (and in Storybook); in the browser only its islands hydrate (src/islands), the rest stays the HTML
 * it was prerendered as.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    // Plain anchors: every page is a page load of its own (a Storybook story puts router links around this).
    <PageSearchProvider value={search}>
      <MotionProvider>
        {/* First in the page, so the first Tab stop; a plain in-page link, working before hydration. */}
        <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
        <Island name="header" component={HeaderIsland} props={{ currentPath: pathname }} />
        <main {...skipLinkTargetProps(mainId)}>{children}</main>
        <Footer
          brand={siteBrand}
          blurb={company.description}
          social={company.social}
          address={company.address}
          email={company.email}
          phone={company.phone}
          columns={footerColumns}
          settings={<SiteThemeControl />}
        />
        {/* Renders nothing in the prerendered page: the visitor's stored choice is known only in the browser. */}
        <Island name="consent" component={ConsentIsland} />
      </MotionProvider>
    </PageSearchProvider>
  );
}
