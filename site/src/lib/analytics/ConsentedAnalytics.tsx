import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCookieConsent } from '@rico/design-system';

/**
 * The analytics loader, fetched only once there is something to do (an Accept, or cookies to
 * delete). One promise for the page, so callbacks run in the order they were registered: the start
 * on Accept always before the page view that follows it.
 */
let loading: Promise<typeof import('./tracker')> | undefined;
const tracker = () => (loading ??= import('./tracker'));

/** The page the visitor is on, without the query string (it could carry anything). */
const pageView = () => ({
  page_location: `${window.location.origin}${window.location.pathname}`,
  page_path: window.location.pathname,
  page_title: document.title,
});

/** Google's analytics cookies (and the stand-in's) all start with _ga. */
const hasAnalyticsCookies = () => document.cookie.includes('_ga');

/**
 * Follows the visitor's cookie choice: starts analytics on Accept (a page view then, and on every
 * client-side navigation), stops it and deletes its cookies on withdrawal, and clears any left
 * behind whenever the choice is a refusal (declined, or the browser's privacy signal). A visitor who
 * has not accepted downloads none of it.
 */
export function ConsentedAnalytics() {
  const { consent } = useCookieConsent();
  const { pathname } = useLocation();
  const running = useRef(false);
  const accepted = consent === 'accepted';

  useEffect(() => {
    if (accepted) {
      running.current = true;
      void tracker().then((t) => t.startAnalytics());
    } else if (running.current || (consent === 'declined' && hasAnalyticsCookies())) {
      running.current = false;
      void tracker().then((t) => t.stopAnalytics());
    }
  }, [accepted, consent]);

  useEffect(() => {
    if (!accepted) return undefined;
    // A task later, the new page's <title> is in place; read then, not once the loader has arrived,
    // by when the visitor may be on another page.
    const timer = setTimeout(() => {
      const view = pageView();
      void tracker().then((t) => t.trackEvent('page_view', view));
    }, 0);
    return () => clearTimeout(timer);
  }, [accepted, pathname]);

  return null;
}
