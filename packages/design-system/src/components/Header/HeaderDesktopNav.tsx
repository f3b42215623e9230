import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/LinkProvider';
import { desktopOnly } from './Header.css';
import * as styles from './HeaderDesktopNav.css';
import { HeaderDropdown } from './HeaderDropdown';
import { isCurrentPage, type NavAction, type NavItem } from './navItems';

export interface HeaderDesktopNavProps {
  items: NavItem[];
  currentPath?: string;
  contact: NavAction;
}

/** The md-and-up navigation: a Radix navigation menu (hover and keyboard dropdowns) and the contact button. */
export function HeaderDesktopNav({ items, currentPath, contact }: HeaderDesktopNavProps) {
  // Controlled so a dropdown can also be opened with ArrowDown (see HeaderDropdown).
  const [openItem, setOpenItem] = useState('');

  return (
    <div className={desktopOnly}>
      <NavigationMenu.Root aria-label="Main" value={openItem} onValueChange={setOpenItem}>
        <NavigationMenu.List className={styles.list}>
          {items.map((item) =>
            item.children?.length ? (
              <HeaderDropdown
                key={item.href}
                item={item}
                currentPath={currentPath}
                open={openItem === item.href}
                onOpen={setOpenItem}
              />
            ) : (
              <NavigationMenu.Item key={item.href} className={styles.item}>
                <NavigationMenu.Link asChild active={isCurrentPage(item.href, currentPath)}>
                  <Link href={item.href} className={styles.topLevel}>
                    {item.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ),
          )}
        </NavigationMenu.List>
      </NavigationMenu.Root>
      <Button asChild>
        <Link
          href={contact.href}
          aria-current={isCurrentPage(contact.href, currentPath) ? 'page' : undefined}
        >
          {contact.label}
        </Link>
      </Button>
    </div>
  );
}
