import { useRef } from 'react';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { Link } from '../Link/Link';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './CookieBanner.css';
import type { ConsentChoice } from './consentStorage';
import { cookieConsentStore, useConsentState } from './useCookieConsent';
import { useReserveBottomSpace } from '../../styles/useReserveBottomSpace';
import { COOKIE_BANNER_HEIGHT_PROPERTY } from './cookieBannerHeight';

/** The banner's words; the site keeps them with the rest of its copy. */
export interface CookieBannerCopy {
  /** The notice itself. */
  text: string;
  /** The visible link text, e.g. "Learn more". */
  learnMore: string;
  /** Read only by screen readers after `learnMore`, so the link makes sense out of context. */
  learnMoreContext: string;
  decline: string;
  accept: string;
  /** Accessible name of the banner's region, as screen-reader users find it among the landmarks. */
  label: string;
}

export interface CookieBannerProps {
  copy: CookieBannerCopy;
  /** Where "Learn more" leads: the privacy and cookie notice. Rendered with the provided link component. */
  href: string;
  /** Called after the visitor chooses, e.g. to start analytics once they accept. */
  onChoice?: (choice: ConsentChoice) => void;
}

/**
 * The cookie notice, fixed at the bottom while no choice is stored. Renders nothing while
 * prerendering and hydrating (the stored choice is only known in the browser), then decides.
 */
export function CookieBanner(props: CookieBannerProps) {
  const state = useConsentState();
  return state === 'unset' ? <CookieBannerPanel {...props} /> : null;
}

function CookieBannerPanel({ copy, href, onChoice }: CookieBannerProps) {
  const ref = useRef<HTMLElement>(null);
  useReserveBottomSpace(ref, COOKIE_BANNER_HEIGHT_PROPERTY);

  const choose = (choice: ConsentChoice) => {
    cookieConsentStore.choose(choice);
    onChoice?.(choice);
  };

  // A labelled region, not a dialog: it never traps focus, the page stays usable behind it.
  return (
    <section ref={ref} aria-label={copy.label} className={styles.banner} data-state="open">
      <Container className={styles.inner}>
        <p className={styles.text}>
          {copy.text}{' '}
          <Link href={href} className={styles.learnMore}>
            {/* The visible words alone are ambiguous out of context (WCAG 2.4.4, Lighthouse link-text). */}
            {copy.learnMore}
            <span className={visuallyHidden}> {copy.learnMoreContext}</span>
          </Link>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => choose('declined')}>
            {copy.decline}
          </Button>
          <Button variant="secondary" onClick={() => choose('accepted')}>
            {copy.accept}
          </Button>
        </div>
      </Container>
    </section>
  );
}
