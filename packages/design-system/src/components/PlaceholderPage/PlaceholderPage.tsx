import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { Eyebrow } from '../Eyebrow/Eyebrow';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './PlaceholderPage.css';

export interface PlaceholderLink {
  href: string;
  label: string;
}

export interface PlaceholderPageProps {
  /** The page's heading (its h1), e.g. "Jobs". */
  title: ReactNode;
  /** The line above the title, e.g. "Coming Soon". */
  eyebrow?: ReactNode;
  /** What is coming, e.g. "Full product page coming soon...". */
  message?: ReactNode;
  /** The main way on, e.g. to the contact page. */
  primaryLink?: PlaceholderLink;
  /** A quieter way back, e.g. to the home page. */
  secondaryLink?: PlaceholderLink;
}

/** The body of a page that is not built yet: a clear "Coming Soon" with a way on, never a dead end. */
export function PlaceholderPage({
  title,
  eyebrow,
  message,
  primaryLink,
  secondaryLink,
}: PlaceholderPageProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <Container width="sm">
        <div className={styles.panel}>
          <span className={styles.badge}>
            <Icon name="Clock" size="lg" />
          </span>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading level={1} size="xl" align="center" id={headingId}>
            {title}
          </Heading>
          {message && (
            <Text size="lg" tone="muted" align="center">
              {message}
            </Text>
          )}
          {(primaryLink ?? secondaryLink) && (
            <div className={styles.actions}>
              {primaryLink && (
                <Button asChild>
                  <Link href={primaryLink.href}>{primaryLink.label}</Link>
                </Button>
              )}
              {secondaryLink && (
                <Button asChild variant="outline">
                  <Link href={secondaryLink.href}>{secondaryLink.label}</Link>
                </Button>
              )}
            </div>
          )}
        </div>
      </Container>
    </section>
  );
}
