import { PreviewBanner, type PreviewBackendStatus } from '@rico/design-system';
import { useEffect, useState } from 'react';
import { previewBanner } from '../../content/previewBanner';
import { fetchBackendStatus, localBackendInfoHref } from './backendHealth';

/** Often enough to notice a stopped or restarted backend, rarely enough to stay out of the logs. */
const recheckMs = 15_000;

/**
 * The backend's status, checked once the page has loaded (never competing with the first paint),
 * then again every few seconds while the tab is visible and whenever it becomes visible again.
 */
function useBackendStatus(): PreviewBackendStatus | undefined {
  const [status, setStatus] = useState<PreviewBackendStatus>();
  useEffect(() => {
    let active = true;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      void fetchBackendStatus().then((next) => {
        if (active) setStatus(next);
      });
    };
    if (document.readyState === 'complete') check();
    else window.addEventListener('load', check, { once: true });
    const timer = setInterval(check, recheckMs);
    document.addEventListener('visibilitychange', check);
    return () => {
      active = false;
      window.removeEventListener('load', check);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  return status;
}

function LocalBackendStatusBanner() {
  const status = useBackendStatus();
  if (!status) return null;
  // Absolute, so the site's link component treats it as a page outside the app (a full load, not a
  // client-side route that would end on the 404 page). The banner renders only in the browser.
  const href = new URL(localBackendInfoHref, window.location.href).href;
  return (
    <PreviewBanner
      status={status}
      message={previewBanner.messages[status]}
      href={href}
      linkLabel={previewBanner.linkLabel}
      linkHint={previewBanner.linkHint}
    />
  );
}

function NoBanner() {
  return null;
}

/**
 * The development-preview banner, shown only when the build targets the local
 * backend. The test reads the variable itself rather than config.ts's `targetsLocalBackend`: Vite
 * inlines it here, so the bundler drops the untaken branch while it tree-shakes, and a build for
 * real Firebase ships neither the health check nor the design system's banner.
 */
export const LocalBackendBanner = import.meta.env.VITE_FIREBASE_PROJECT_ID
  ? NoBanner
  : LocalBackendStatusBanner;
