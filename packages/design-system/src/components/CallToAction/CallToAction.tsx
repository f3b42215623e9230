import { useId, type ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './CallToAction.css';

export interface CallToActionProps {
  /** The band's heading, e.g. "Ready to Get Started". */
  title: ReactNode;
  /** One or two sentences under the title. */
  text?: ReactNode;
  /** The buttons or links: one primary action, at most one secondary. */
  actions?: ReactNode;
  /** `inverse` (default): the dark closing band of a page; `sunken`: a quieter warm band. */
  tone?: styles.CallToActionVariants['tone'];
  /** The heading's outline level: 2 (default) as a page section. */
  headingLevel?: 2 | 3;
}

/**
 * A full-width band that asks for the next step: contact the company or request a demo.
 */
export function CallToAction({ title, text, actions, tone, headingLevel = 2 }: CallToActionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.band({ tone })} data-tone={tone ?? 'inverse'}>
      <Container>
        <div className={styles.inner}>
          <Heading level={headingLevel} size="xl" align="center" id={headingId}>
            {title}
          </Heading>
          {text && (
            <Text size="lg" tone="muted" align="center">
              {text}
            </Text>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </Container>
    </section>
  );
}
