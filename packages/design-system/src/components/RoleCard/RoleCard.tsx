import type { ReactNode } from 'react';
import { focusRing } from '../../styles/focus.css';
import { Card } from '../Card/Card';
import { FactList, type Fact } from '../FactList/FactList';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import * as styles from './RoleCard.css';

export interface RoleCardProps {
  /** The role's title, e.g. "React Developer": the link to its page. */
  title: string;
  /** The role's page, e.g. `/jobs/react-developer`. */
  href: string;
  /** What a job seeker sorts by: team, location, how it is worked, type. */
  facts: readonly Fact[];
  /** One or two sentences about the role. */
  summary: string;
  /** The title's outline level: 3 under a section's h2 (default), 2 directly under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * One open role in a list: its title as the link to its page (the whole card is not a link, so the
 * summary can be selected and read), its facts on one line, and its summary.
 */
export function RoleCard({ title, href, facts, summary, headingLevel = 3 }: RoleCardProps) {
  return (
    <Card as="li" className={styles.card}>
      <Heading level={headingLevel} size="md">
        <Link href={href} className={[styles.title, focusRing].join(' ')}>
          {title}
        </Link>
      </Heading>
      <FactList facts={facts} layout="inline" />
      <Text tone="muted">{summary}</Text>
    </Card>
  );
}

export interface RoleListProps {
  /** The roles, in the order to show them (newest first). */
  children: ReactNode;
  /** The heading that names the list. */
  'aria-labelledby'?: string;
}

/** The open roles as a list of RoleCards, one column on phones and two from tablets up. */
export function RoleList({ children, 'aria-labelledby': labelledBy }: RoleListProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {children}
    </ul>
  );
}
