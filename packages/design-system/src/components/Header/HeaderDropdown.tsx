import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '../Link/LinkProvider';
import * as styles from './HeaderDesktopNav.css';
import { containsCurrentPage, isCurrentPage, overviewLabel, type NavItem } from './navItems';
import { useUntabbableFocusProxy } from './useUntabbableFocusProxy';

interface HeaderDropdownProps {
  item: NavItem;
  currentPath?: string;
  open: boolean;
  /** Opens this dropdown (the navigation menu's value is controlled by HeaderDesktopNav). */
  onOpen: (value: string) => void;
}

/** A top-level item with children: a trigger that opens a panel of links on hover, click or keys. */
export function HeaderDropdown({ item, currentPath, open, onOpen }: HeaderDropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  useUntabbableFocusProxy(triggerRef, open);
  const marked = isCurrentPage(item.href, currentPath) || containsCurrentPage(item, currentPath);

  // Radix moves into an already open panel on ArrowDown; opening a closed one as well follows the
  // APG disclosure-navigation pattern that keyboard users expect from a menu-like trigger.
  const openOnArrowDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' || open) return;
    event.preventDefault();
    flushSync(() => onOpen(item.href));
    contentRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  };

  return (
    <NavigationMenu.Item value={item.href} className={styles.item}>
      <NavigationMenu.Trigger
        ref={triggerRef}
        className={styles.topLevel}
        aria-current={marked ? 'true' : undefined}
        onKeyDown={openOnArrowDown}
      >
        {item.label}
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content ref={contentRef} className={styles.content}>
        <ul className={styles.childList}>
          {(item.children ?? []).map((child) => (
            <li key={child.href}>
              <DropdownLink item={child} currentPath={currentPath} />
            </li>
          ))}
        </ul>
        <div className={styles.overview}>
          <NavigationMenu.Link asChild active={isCurrentPage(item.href, currentPath)}>
            <Link href={item.href} className={styles.overviewLink}>
              {overviewLabel(item)}
            </Link>
          </NavigationMenu.Link>
        </div>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** A child link: the title is its name; the optional one-liner is its description, not part of the name. */
function DropdownLink({ item, currentPath }: { item: NavItem; currentPath?: string }) {
  const descriptionId = useId();
  return (
    <NavigationMenu.Link asChild active={isCurrentPage(item.href, currentPath)}>
      <Link
        href={item.href}
        className={styles.childLink}
        aria-describedby={item.description ? descriptionId : undefined}
      >
        <span className={styles.childTitle}>{item.label}</span>
        {item.description && (
          // aria-hidden keeps the text out of the link's name; aria-describedby still reads it.
          <span id={descriptionId} className={styles.childDescription} aria-hidden="true">
            {item.description}
          </span>
        )}
      </Link>
    </NavigationMenu.Link>
  );
}
