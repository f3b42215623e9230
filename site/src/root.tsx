import { Links, Outlet } from 'react-router';
import type { ReactNode } from 'react';
import { fontPreloads } from '@rico/design-system';
import '@rico/design-system/web-font';
import { faviconHref } from './brand/favicon';
import { hasPreviewBanner, LocalBackendBanner } from './lib/localBackend/LocalBackendBanner';
import { Island } from './islands/Island';
import { IslandsScript } from './islands/IslandsScript';
import { mainId, SiteLayout } from './layout/SiteLayout';
import { cspContent } from './seo/cspMeta';
import { StylesheetSlots } from './seo/criticalCss';
import { PageHead } from './seo/PageHead';
import { ThemeHeadScript } from './lib/theme/ThemeHeadScript';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* After the two React always puts first. Production only: dev has no postbuild to fill it. */}
        {import.meta.env.PROD && <meta httpEquiv="Content-Security-Policy" content={cspContent()} />}
        {/* The visitor's stored theme, on <html> before anything is painted (after the policy that allows it). */}
        <ThemeHeadScript />
        {/* A slow network delivers the HTML in pieces, and the browser paints what it has: a header painted
            half-parsed moves when the rest arrives (the logo without its name is shorter). The first paint
            waits until <main> has begun, so the header is whole; this costs no request. */}
        <link rel="expect" href={`#${mainId}`} blocking="render" />
        {/* The brand font from the first page: fetched beside the HTML, not after the first style pass
            finds text that needs it; until it arrives text is drawn in the metric-matched fallback. */}
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
        {/* Inline: a favicon request would compete with the page's first paint. */}
        <link rel="icon" href={faviconHref()} type="image/svg+xml" />
        <PageHead />
        {/* Production: the page's critical CSS inline; the stylesheet once the islands have hydrated (seo/criticalCss.tsx). */}
        {import.meta.env.PROD ? <StylesheetSlots /> : <Links />}
      </head>
      <body>
        {children}
        {hasPreviewBanner && <Island name="previewBanner" component={LocalBackendBanner} />}
        <IslandsScript />
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
