import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Stagger, StaggerItem } from '../Motion/Stagger';
import * as styles from './ProcessSteps.css';

export interface ProcessStep {
  /** The step's number, shown in its badge. */
  step: number;
  title: string;
  description: ReactNode;
}

export interface ProcessStepsProps {
  /** The steps in order (the home page's four: Discovery, Strategy, Solutions, Support). */
  steps: readonly ProcessStep[];
  /** The step titles' outline level: 3 under a section's h2 (default). */
  headingLevel?: 3 | 4;
  /** Names the list for screen readers when there is no section heading. */
  'aria-label'?: string;
}

/**
 * Numbered steps of a process, as an ordered list: screen readers announce "1 of 4", so the visible
 * number badge is hidden from them rather than read twice.
 */
export function ProcessSteps({ steps, headingLevel = 3, 'aria-label': ariaLabel }: ProcessStepsProps) {
  return (
    <Stagger as="ol" className={styles.list} aria-label={ariaLabel}>
      {steps.map((item) => (
        <StaggerItem as="li" key={item.step} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {item.step}
          </span>
          <span className={styles.connector} aria-hidden="true" />
          <Heading level={headingLevel} size="sm">
            {item.title}
          </Heading>
          <Text size="sm" tone="muted">
            {item.description}
          </Text>
        </StaggerItem>
      ))}
    </Stagger>
  );
}
