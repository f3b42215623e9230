import { PreviewBanner, type PreviewBackendStatus } from '@rico/design-system';
import { useEffect, useState } from 'react';
import { previewBanner } from '../../content/previewBanner';
import { useFullStylesheet } from '../../seo/criticalCss';
import { fetchBackendStatus, localBackendInfoHref } from './backendHealth';

/** Often enough to notice a stopped or restarted backend, rarely enough to stay out of the logs. */
const recheckMs = 15_000;

/**
 * The backend's status, checked at once (this is only loaded once the page has, see
 * LocalBackendBanner.tsx), then again every few seconds while the tab is visible and whenever it
 * becomes visible again.
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
    check();
    const timer = setInterval(check, recheckMs);
    document.addEventListener('visibilitychange', check);
    return () => {
      active = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  return status;
}

/**
 * The banner: nothing until the first check answers, then whether the backend runs. Its rules are in
 * the full stylesheet, which the page's load does not wait for (it is added after hydration): until
 * that has arrived it shows nothing too, or it would sit unstyled at the foot of the page's flow,
 * reserve room below it, then leap onto the screen.
 */
export function LocalBackendStatusBanner() {
  const status = useBackendStatus();
  const styled = useFullStylesheet();
  if (!status || !styled) return null;
  // Absolute, so a router's link component (Storybook's) treats it as a page outside the site, not a
  // route that would end on the 404 page. The banner renders only in the browser.
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
