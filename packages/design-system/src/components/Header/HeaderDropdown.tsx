import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '../Link/Link';
import * as styles from './HeaderDesktopNav.css';
import { containsCurrentPage, isCurrentPage, overviewLabel, type NavItem } from './navItems';
import { useUntabbableFocusProxy } from './useUntabbableFocusProxy';

interface HeaderDropdownProps {
  item: NavItem;
  currentPath?: string;
  open: boolean;
  /** Opens this dropdown, or closes it with '' (the menu's value is controlled by HeaderDesktopNav). */
  onOpen: (value: string) => void;
  /**
   * Called when the trigger's link is followed, before Radix reacts: by a pointer (a click or a tap)
   * or not (Enter).
   */
  onFollow: (byPointer: boolean) => void;
  /** Called when the pointer leaves the trigger. */
  onLeave: () => void;
}

/**
 * A top-level item with children. Its trigger is a real link to the item's own page (Radix's
 * Trigger rendered as the site's link), so a click, Enter, a visitor without script and a tap
 * before hydration all go there; hovering it, Space or ArrowDown open the panel of links on top.
 */
export function HeaderDropdown({ item, currentPath, open, onOpen, onFollow, onLeave }: HeaderDropdownProps) {
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  useUntabbableFocusProxy(triggerRef, open);
  const current = isCurrentPage(item.href, currentPath);
  const marked = current || containsCurrentPage(item, currentPath);

  // Enter follows the link, as on any link. Space (which would scroll the page) toggles the panel.
  // ArrowDown opens it and moves in: Radix only moves into an already open panel, and opening a
  // closed one as well follows the APG disclosure-navigation pattern keyboard users expect.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') {
      event.preventDefault();
      onOpen(open ? '' : item.href);
    } else if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      flushSync(() => onOpen(item.href));
      contentRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    }
  };

  return (
    <NavigationMenu.Item value={item.href} className={styles.item}>
      <NavigationMenu.Trigger asChild>
        {/* The child's handlers run before Radix's: a handled key or a followed link is seen first. */}
        <Link
          ref={triggerRef}
          href={item.href}
          className={styles.topLevel}
          aria-current={current ? 'page' : marked ? 'true' : undefined}
          onKeyDown={onKeyDown}
          // A click from the keyboard counts no presses (`detail` 0); a pointer's counts one or more.
          onClick={(event) => onFollow(event.detail > 0)}
          onPointerLeave={onLeave}
        >
          {item.label}
          <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
        </Link>
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
