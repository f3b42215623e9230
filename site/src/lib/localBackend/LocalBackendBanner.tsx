import { useEffect, useState, type ComponentType } from 'react';

/**
 * Loads the banner and its status check once the page has loaded: it never showed before then
 * anyway, so its code has no place in the page's first load.
 */
function StatusBannerOnceLoaded() {
  const [Banner, setBanner] = useState<ComponentType>();
  useEffect(() => {
    let active = true;
    const load = () => {
      void import('./LocalBackendStatusBanner').then((module) => {
        if (active) setBanner(() => module.LocalBackendStatusBanner);
      });
    };
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      active = false;
      window.removeEventListener('load', load);
    };
  }, []);
  return Banner ? <Banner /> : null;
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
  : StatusBannerOnceLoaded;

/** Whether the page has the banner at all (a build for real Firebase has nothing to hydrate there). */
export const hasPreviewBanner = LocalBackendBanner !== NoBanner;
