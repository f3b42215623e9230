import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCookieConsent } from '@rico/design-system';
import { startAnalytics, stopAnalytics, trackPageView } from './tracker';

/**
 * Follows the visitor's cookie choice: starts analytics on Accept (a page view then, and on every
 * client-side navigation), stops it and deletes its cookies on withdrawal, and clears any left
 * behind whenever the choice is a refusal (declined, or the browser's privacy signal).
 */
export function ConsentedAnalytics() {
  const { consent } = useCookieConsent();
  const { pathname } = useLocation();
  const running = useRef(false);
  const accepted = consent === 'accepted';

  useEffect(() => {
    if (accepted) {
      running.current = true;
      startAnalytics();
    } else if (running.current || consent === 'declined') {
      running.current = false;
      stopAnalytics();
    }
  }, [accepted, consent]);

  useEffect(() => {
    if (!accepted) return undefined;
    // A task later: the new page's <title> is in place by then.
    const timer = setTimeout(trackPageView, 0);
    return () => clearTimeout(timer);
  }, [accepted, pathname]);

  return null;
}
