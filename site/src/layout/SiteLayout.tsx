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
import { footerColumns, headerCta, mainNav } from '../content/navigation';
import { BrandMark } from '../brand/BrandMark';
import { RouterLink } from './RouterLink';

const brand: HeaderBrand = {
  name: company.name,
  href: '/',
  logo: <BrandMark />,
};

/**
 * Marks <html data-hydrated> once React has hydrated the page. Hydration waits for the page to
 * load (scripts/postbuild/hydration.ts), so tests and tools need a way to know it has happened.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** The frame of every page (spec §2 Shared layout): header, the page, footer, cookie banner, toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useHydratedMarker();
  return (
    <LinkProvider value={RouterLink}>
      <MotionProvider>
        <ToastProvider>
          <Header items={mainNav} currentPath={pathname} brand={brand} contact={headerCta} />
          <main id="main">{children}</main>
          <Footer
            brand={brand}
            blurb={company.description}
            social={company.social}
            address={company.address}
            email={company.email}
            phone={company.phone}
            columns={footerColumns}
          />
          <CookieBanner href="/privacy" />
        </ToastProvider>
      </MotionProvider>
    </LinkProvider>
  );
}
