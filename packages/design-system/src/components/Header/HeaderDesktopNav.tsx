import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import type { HeaderPart } from './Header';
import { desktopOnly } from './Header.css';
import * as styles from './HeaderDesktopNav.css';
import { HeaderDropdown } from './HeaderDropdown';
import { isCurrentPage, linkCurrent, type NavAction, type NavItem } from './navItems';

export interface HeaderDesktopNavProps {
  items: NavItem[];
  currentPath?: string;
  contact: NavAction;
  /** The header's wrapper around each item and the contact button (see Header's `part`). */
  part: HeaderPart;
}

/** The md-and-up navigation: a Radix navigation menu (hover and keyboard dropdowns) and the contact button. */
export function HeaderDesktopNav({ items, currentPath, contact, part: Part }: HeaderDesktopNavProps) {
  // Controlled so a dropdown can also be opened with Space and ArrowDown (see HeaderDropdown). A
  // panel belongs to the page it was opened on: after a client-side navigation (the header stays)
  // every panel is closed.
  const [opened, setOpened] = useState({ item: '', path: currentPath });
  const openItem = opened.path === currentPath ? opened.item : '';
  const setOpenItem = (item: string) => setOpened({ item, path: currentPath });
  // A click on a trigger follows its link; Radix would also toggle the panel, which then lingers
  // over the next page. The trigger's click comes first, so the panel it asks to open stays shut, and
  // so does the one the pointer resting there would open (Radix's hover opens after a delay, which
  // can end after the click) until the pointer has left: as Radix does after a click that closes.
  // Enter follows a link with no pointer on it, so nothing rests there to forget: the mark lasts
  // only while that keypress's own click is handled, and the next hover opens the panel as usual.
  const followedItem = useRef('');
  const onValueChange = (value: string) => setOpenItem(value === followedItem.current ? '' : value);

  return (
    <div className={desktopOnly}>
      <NavigationMenu.Root aria-label="Main" value={openItem} onValueChange={onValueChange}>
        <NavigationMenu.List className={styles.list}>
          {items.map((item) => (
            <Part key={item.href}>
              {item.children?.length ? (
                <HeaderDropdown
                  item={item}
                  currentPath={currentPath}
                  open={openItem === item.href}
                  onOpen={setOpenItem}
                  onFollow={(byPointer) => {
                    followedItem.current = item.href;
                    if (!byPointer) queueMicrotask(() => (followedItem.current = ''));
                  }}
                  onLeave={() => {
                    followedItem.current = '';
                  }}
                />
              ) : (
                <NavigationMenu.Item className={styles.item}>
                  {/* Radix marks only its own page; the section's 'true' is given here and wins over it. */}
                  <NavigationMenu.Link
                    asChild
                    active={isCurrentPage(item.href, currentPath)}
                    aria-current={linkCurrent(item.href, currentPath)}
                  >
                    <Link href={item.href} className={styles.topLevel}>
                      {item.label}
                    </Link>
                  </NavigationMenu.Link>
                </NavigationMenu.Item>
              )}
            </Part>
          ))}
        </NavigationMenu.List>
      </NavigationMenu.Root>
      <Part>
        <Button asChild>
          <Link
            href={contact.href}
            aria-current={isCurrentPage(contact.href, currentPath) ? 'page' : undefined}
          >
            {contact.label}
          </Link>
        </Button>
      </Part>
    </div>
  );
}
