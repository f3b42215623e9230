import { Links, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { ReactNode } from 'react';
import { fontPreloads } from '@rico/design-system';
import { LocalBackendBanner } from './lib/localBackend/LocalBackendBanner';
import { SiteLayout } from './layout/SiteLayout';
import { cspPlaceholder } from './seo/cspMeta';
import { PageHead } from './seo/PageHead';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* After the two React always puts first. Production only: dev has no postbuild to fill it. */}
        {import.meta.env.PROD && <meta httpEquiv="Content-Security-Policy" content={cspPlaceholder} />}
        {fontPreloads.map((font) => (
          <link
            key={font.href}
            rel="preload"
            as="font"
            type={font.type}
            href={font.href}
            crossOrigin="anonymous"
          />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <PageHead />
        <Links />
      </head>
      <body>
        {children}
        <LocalBackendBanner />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
