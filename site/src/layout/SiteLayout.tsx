import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  CookieBanner,
  Footer,
  Header,
  LinkProvider,
  MotionProvider,
  ToastProvider,
  type HeaderBrand,
} from '@rico/design-system';
import { company } from '../content/company';
import { cookieBanner } from '../content/cookieBanner';
import { ConsentedAnalytics } from '../lib/analytics/ConsentedAnalytics';
import '../lib/consent/policy';
import { footerColumns, headerCta, mainNav } from '../content/navigation';
import { BrandMark } from '../brand/BrandMark';
import { HydrateInTurn } from '../runtime/HydrateInTurn';
import { RouterLink } from './RouterLink';

const brand: HeaderBrand = {
  name: company.name,
  href: '/',
  logo: <BrandMark />,
};

/**
 * Marks <html data-hydrated> once the whole page has hydrated (it sits in the last part to hydrate).
 * Hydration waits for the page to load (src/runtime/deferredHydration.ts), so tests and tools need a
 * way to know it has happened.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The frame of every page: header, the page, footer, cookie banner, toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LinkProvider value={RouterLink}>
      <MotionProvider>
        <ToastProvider>
          {/* The router first, then the header, the page and the footer, each in a task of its own. */}
          <HydrateInTurn turn={1}>
            <Header items={mainNav} currentPath={pathname} brand={brand} contact={headerCta} />
          </HydrateInTurn>
          <HydrateInTurn turn={2}>
            <main id="main">{children}</main>
          </HydrateInTurn>
          <HydrateInTurn turn={3}>
            <Footer
              brand={brand}
              blurb={company.description}
              social={company.social}
              address={company.address}
              email={company.email}
              phone={company.phone}
              columns={footerColumns}
            />
            <HydratedMarker />
          </HydrateInTurn>
          <CookieBanner copy={cookieBanner} href="/privacy" />
          <ConsentedAnalytics />
        </ToastProvider>
      </MotionProvider>
    </LinkProvider>
  );
}
