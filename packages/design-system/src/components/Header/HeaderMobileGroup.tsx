import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '../Link/LinkProvider';
import * as styles from './HeaderMobileMenu.css';
import { containsCurrentPage, isCurrentPage, overviewLabel, type NavItem } from './navItems';

interface HeaderMobileGroupProps {
  item: NavItem;
  currentPath?: string;
  /** Called when one of the group's links is chosen (the menu closes). */
  onNavigate: () => void;
}

/**
 * A disclosure: a button with aria-expanded that shows or hides the group's links. Each group keeps
 * its own state, so groups open and close independently. The group of the current page starts open.
 */
export function HeaderMobileGroup({ item, currentPath, onNavigate }: HeaderMobileGroupProps) {
  const marked = isCurrentPage(item.href, currentPath) || containsCurrentPage(item, currentPath);
  const [expanded, setExpanded] = useState(marked);
  const listId = useId();
  const links = [...(item.children ?? []), { label: overviewLabel(item), href: item.href }];

  return (
    <li>
      <button
        type="button"
        className={styles.row}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-current={marked ? 'true' : undefined}
        data-state={expanded ? 'open' : 'closed'}
        onClick={() => setExpanded((value) => !value)}
      >
        {item.label}
        <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.subList} hidden={!expanded}>
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
    </li>
  );
}
