import { useEffect, useRef } from 'react';
import { useCookieConsent } from '@rico/design-system';
import { startAnalytics, stopAnalytics, trackPageView } from './tracker';

/**
 * Follows the visitor's cookie choice: starts analytics on Accept (a page view then, and one on every
 * page loaded after), stops it and deletes its cookies on withdrawal, and clears any left
 * behind whenever the choice is a refusal (declined, or the browser's privacy signal).
 */
export function ConsentedAnalytics() {
  const { consent } = useCookieConsent();
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
    // Every page is a page load of its own: one page view each, once the visitor has accepted.
    if (accepted) trackPageView();
  }, [accepted]);

  return null;
}
