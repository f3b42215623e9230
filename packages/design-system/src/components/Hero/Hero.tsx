import { useId, type ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Eyebrow } from '../Eyebrow/Eyebrow';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './Hero.css';

export interface HeroProps {
  /** A short label above the title. */
  eyebrow?: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  /** The paragraph under the title. */
  lead?: ReactNode;
  /** Buttons or links, e.g. Contact Us and Our Services. */
  actions?: ReactNode;
  /** Artwork beside the copy on wide screens, below it on phones, e.g. `<DeviceIllustration />`. */
  illustration?: ReactNode;
}

/**
 * The opening band of a page. The title and lead are the page's largest paint: they render as plain
 * text, never inside Reveal, so they show in prerendered HTML before any script runs.
 */
export function Hero({ eyebrow, title, lead, actions, illustration }: HeroProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.hero}>
      <div className={styles.texture} aria-hidden="true" />
      <Container className={styles.layout}>
        <div className={styles.copy}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading level={1} size="display" id={headingId}>
            {title}
          </Heading>
          {lead && (
            <Text size="xl" tone="muted" measure>
              {lead}
            </Text>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {illustration && <div className={styles.illustration}>{illustration}</div>}
      </Container>
    </section>
  );
}
