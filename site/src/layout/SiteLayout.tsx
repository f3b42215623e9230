import type { ReactNode } from 'react';
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
import { RouterLink } from './RouterLink';

const brand: HeaderBrand = {
  name: company.name,
  href: '/',
  logo: <img src="/favicon.svg" alt="" width={28} height={28} />,
};

/** The frame of every page (spec §2 Shared layout): header, the page, footer, cookie banner, toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
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
