import type { ReactNode } from 'react';
import { focusRing } from '../../styles/focus.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconMap';
import { Link } from '../Link/Link';
import * as styles from './ServiceCard.css';

export interface ServiceCardProps {
  /** The service's icon (the services use ShoppingCart, Smartphone, BarChart3, Globe, Search, Palette). */
  icon: IconName;
  /** The service's title, e.g. "EPOS & Table Ordering". */
  title: string;
  /** One or two sentences about the service. */
  description: ReactNode;
  /** All of the service's features; the card lists the first `featureCount`. */
  features?: readonly string[];
  /** How many features to list (the site's services page shows 4). */
  featureCount?: number;
  /** Where Learn More goes, e.g. `/services/epos-table-ordering`. */
  href: string;
  /** The link's visible text ('Learn More'). Screen readers hear it followed by "about {title}". */
  linkLabel: string;
  /** The title's outline level: 3 under a section's h2 (default), 2 directly under the page's h1. */
  headingLevel?: 2 | 3 | 4;
}

/** One service as a card: icon, title, description, its first features and a Learn More link. */
export function ServiceCard({
  icon,
  title,
  description,
  features = [],
  featureCount = 4,
  href,
  linkLabel,
  headingLevel = 3,
}: ServiceCardProps) {
  const shown = features.slice(0, Math.max(0, featureCount));
  return (
    <Card as="article">
      <span className={styles.iconBadge}>
        <Icon name={icon} size="lg" />
      </span>
      <div className={styles.body}>
        <Heading level={headingLevel} size="md">
          {title}
        </Heading>
        <Text tone="muted">{description}</Text>
      </div>
      {shown.length > 0 && (
        <ul className={styles.features}>
          {shown.map((feature) => (
            <li key={feature} className={styles.feature}>
              <Icon name="Check" size="sm" className={styles.featureIcon} />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <Link href={href} className={[styles.learnMore, focusRing].join(' ')}>
        {linkLabel}
        {/* Several cards share the visible "Learn More": the hidden part makes each link's name unique. */}
        <span className={visuallyHidden}> about {title}</span>
        <Icon name="ArrowRight" size="sm" className={styles.arrow} />
      </Link>
    </Card>
  );
}
