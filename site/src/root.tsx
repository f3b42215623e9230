import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { ReactNode } from 'react';
import { LocalBackendBanner } from './lib/localBackend/LocalBackendBanner';
import { SiteLayout } from './layout/SiteLayout';
import { cspPlaceholder } from './seo/cspMeta';
import { StylesheetAfterHydration, StylesheetSlots } from './seo/criticalCss';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* After the two React always puts first. Production only: dev has no postbuild to fill it. */}
        {import.meta.env.PROD && <meta httpEquiv="Content-Security-Policy" content={cspPlaceholder} />}
        {/* No font preload: it would put the web font on the first paint's path. The metric-matched
            fallback paints the text at once and Figtree swaps in without moving it (font-display: swap). */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Production: the page's critical CSS inline; the stylesheet after hydration (seo/criticalCss.tsx). */}
        {import.meta.env.PROD ? <StylesheetSlots /> : <Links />}
      </head>
      <body>
        {children}
        <LocalBackendBanner />
        {import.meta.env.PROD && <StylesheetAfterHydration />}
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
