import { useRef } from 'react';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { Link } from '../Link/LinkProvider';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './CookieBanner.css';
import type { ConsentChoice } from './consentStorage';
import { cookieConsentStore, useConsentState } from './useCookieConsent';
import { useReserveBottomSpace } from './useReserveBottomSpace';

/** The spec's cookie notice, word for word. */
export const COOKIE_BANNER_TEXT =
  'We use cookies to enhance your browsing experience and provide analytics. By continuing to use our site, you consent to our use of cookies.';

export interface CookieBannerProps {
  /** Where "Learn more" leads: the privacy policy. Rendered with the provided link component. */
  href?: string;
  /** The notice. Defaults to the spec's text. */
  text?: string;
  /** Accessible name of the banner's region, as screen-reader users find it among the landmarks. */
  label?: string;
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

function CookieBannerPanel({
  href = '/privacy',
  text = COOKIE_BANNER_TEXT,
  label = 'Cookie consent',
  onChoice,
}: CookieBannerProps) {
  const ref = useRef<HTMLElement>(null);
  useReserveBottomSpace(ref);

  const choose = (choice: ConsentChoice) => {
    cookieConsentStore.choose(choice);
    onChoice?.(choice);
  };

  // A labelled region, not a dialog: it never traps focus, the page stays usable behind it.
  return (
    <section ref={ref} aria-label={label} className={styles.banner} data-state="open">
      <Container className={styles.inner}>
        <p className={styles.text}>
          {text}{' '}
          <Link href={href} className={styles.learnMore}>
            {/* "Learn more" alone is ambiguous out of context (WCAG 2.4.4, Lighthouse link-text). */}
            Learn more<span className={visuallyHidden}> about cookies</span>
          </Link>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button variant="secondary" onClick={() => choose('accepted')}>
            Accept
          </Button>
        </div>
      </Container>
    </section>
  );
}
