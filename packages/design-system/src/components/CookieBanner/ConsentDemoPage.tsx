import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { useCookieConsent } from './useCookieConsent';

/**
 * A stand-in page for the stories: enough content to scroll, a last button the banner must never
 * hide, and a second reader of useCookieConsent() to show that every reader agrees.
 */
export function ConsentDemoPage({ children }: { children: ReactNode }) {
  const { consent, reset } = useCookieConsent();
  return (
    <>
      <Container as="main" width="sm" style={{ display: 'grid', gap: 16, paddingBlock: 24 }}>
        <h1>Contact Us</h1>
        <p>Restaurant Tech. Retail Speed. Real Results.</p>
        <p>{`Cookie choice: ${consent ?? 'none stored'}`}</p>
        <div>
          <Button variant="outline" size="sm" onClick={reset}>
            Cookie settings
          </Button>
        </div>
        <p style={{ minHeight: '120vh' }}>Mon-Fri 9:00 AM - 6:00 PM, Sat 10:00 AM - 4:00 PM, Sun closed</p>
        <div>
          <Button type="button">Send Message</Button>
        </div>
      </Container>
      {children}
    </>
  );
}
