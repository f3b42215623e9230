import type { ReactNode } from 'react';
import { onLightSurface } from '../../styles/tone.css';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconMap';
import { Stagger, StaggerItem } from '../Motion/Stagger';
import * as styles from './FeatureGrid.css';

export interface FeatureItem {
  /** An optional icon from the design system's set. */
  icon?: IconName;
  title: string;
  description: ReactNode;
}

export interface FeatureGridProps {
  /** The features, in reading order. */
  items: readonly FeatureItem[];
  /** Columns on wide screens: 3 (default) for six or nine items, 2 for four. One column on phones. */
  columns?: 2 | 3;
  /** The item titles' outline level: 3 under a section's h2 (default). */
  headingLevel?: 3 | 4;
  /** Names the list for screen readers when the section heading alone is not enough. */
  'aria-label'?: string;
}

/** A list of features or values, each with an optional icon, a title and a short description. */
export function FeatureGrid({ items, columns, headingLevel = 3, 'aria-label': ariaLabel }: FeatureGridProps) {
  return (
    <Stagger as="ul" className={styles.grid({ columns })} aria-label={ariaLabel}>
      {items.map((item) => (
        <StaggerItem as="li" key={item.title} className={[styles.item, onLightSurface].join(' ')}>
          {item.icon && (
            <span className={styles.iconBadge}>
              <Icon name={item.icon} size="lg" />
            </span>
          )}
          <Heading level={headingLevel} size="sm">
            {item.title}
          </Heading>
          <Text tone="muted" size="sm">
            {item.description}
          </Text>
        </StaggerItem>
      ))}
    </Stagger>
  );
}
