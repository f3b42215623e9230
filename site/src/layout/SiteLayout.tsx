import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  CookieBanner,
  Footer,
  Header,
  HydrationBoundaryProvider,
  LinkProvider,
  MotionProvider,
  SkipLink,
  skipLinkTargetProps,
  ToastProvider,
  type HeaderBrand,
} from '@rico/design-system';
import { company } from '../content/company';
import { cookieBanner } from '../content/cookieBanner';
import { ConsentedAnalytics } from '../lib/analytics/ConsentedAnalytics';
import '../lib/consent/policy';
import { footerColumns, headerCta, mainNav, skipLinkLabel } from '../content/navigation';
import { BrandMark } from '../brand/BrandMark';
import { afterAllPartsHydrated, HydrateInTurn } from '../runtime/HydrateInTurn';
import { useFullStylesheet } from '../seo/criticalCss';
import { RouterLink } from './RouterLink';
import { SiteThemeControl } from '../lib/theme/SiteThemeControl';

/**
 * The page's `<main>`: the skip link's target, and the document's head holds its first paint until
 * the header before it is parsed.
 */
export const mainId = 'main';

const brand: HeaderBrand = {
  name: company.name,
  href: '/',
  logo: <BrandMark />,
};

/**
 * Marks <html data-hydrated> once the whole page has hydrated, part after part. Hydration waits for
 * the page to load (src/runtime/deferredHydration.ts), so tests and tools need a way to know it has
 * happened.
 */
function HydratedMarker() {
  useEffect(() => {
    afterAllPartsHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

/**
 * The banner's rules are not in the page's critical CSS (the prerendered HTML has no banner): it waits
 * for the full stylesheet. A component of its own, so only it renders again when that arrives.
 */
function CookieBannerOnceStyled() {
  return useFullStylesheet() ? <CookieBanner copy={cookieBanner} href="/privacy" /> : null;
}

/** The frame of every page: header, the page, footer, cookie banner, toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LinkProvider value={RouterLink}>
      {/* The design system's parts (header menus, footer links, each section of a page) take turns too. */}
      <HydrationBoundaryProvider value={HydrateInTurn}>
        <MotionProvider>
          <ToastProvider>
            {/* First in the page, so the first Tab stop; a plain in-page link, working before hydration. */}
            <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
            {/* The router first, then header, page and footer, each in tasks of their own. */}
            <HydrateInTurn>
              <Header items={mainNav} currentPath={pathname} brand={brand} contact={headerCta} />
            </HydrateInTurn>
            <HydrateInTurn>
              <main {...skipLinkTargetProps(mainId)}>{children}</main>
              {/* Both render nothing while hydrating (the stored choice is read after), so they can
                  share the page's part, the lightest (its sections are parts of their own). */}
              <CookieBannerOnceStyled />
              <ConsentedAnalytics />
            </HydrateInTurn>
            <HydrateInTurn>
              <Footer
                brand={brand}
                blurb={company.description}
                social={company.social}
                address={company.address}
                email={company.email}
                phone={company.phone}
                columns={footerColumns}
                settings={<SiteThemeControl />}
              />
            </HydrateInTurn>
            <HydratedMarker />
          </ToastProvider>
        </MotionProvider>
      </HydrationBoundaryProvider>
    </LinkProvider>
  );
}
