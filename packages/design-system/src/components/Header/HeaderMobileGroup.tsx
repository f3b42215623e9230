import { ChevronDown } from 'lucide-react';
import { Link } from '../Link/Link';
import * as styles from './HeaderMobileMenu.css';
import { containsCurrentPage, isCurrentPage, overviewLabel, type NavItem } from './navItems';

interface HeaderMobileGroupProps {
  item: NavItem;
  currentPath?: string;
  /** Called when one of the group's links is chosen (the menu closes). */
  onNavigate: () => void;
}

/**
 * A group of links as a disclosure (`<details>`): the browser expands and collapses it, with or
 * without script, and each group keeps its own state. The group of the current page starts open.
 */
export function HeaderMobileGroup({ item, currentPath, onNavigate }: HeaderMobileGroupProps) {
  const marked = isCurrentPage(item.href, currentPath) || containsCurrentPage(item, currentPath);
  const links = [...(item.children ?? []), { label: overviewLabel(item), href: item.href }];

  return (
    <li>
      <details className={styles.group} open={marked}>
        <summary className={styles.row} aria-current={marked ? 'true' : undefined}>
          {item.label}
          <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
        </summary>
        <ul className={styles.subList}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.subRow}
                aria-current={isCurrentPage(link.href, currentPath) ? 'page' : undefined}
                onClick={onNavigate}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
