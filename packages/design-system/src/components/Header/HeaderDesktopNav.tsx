import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
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
  // Controlled so a dropdown can also be opened with Space and ArrowDown (see HeaderDropdown). A
  // panel belongs to the page it was opened on: after a client-side navigation (the header stays)
  // every panel is closed.
  const [opened, setOpened] = useState({ item: '', path: currentPath });
  const openItem = opened.path === currentPath ? opened.item : '';
  const setOpenItem = (item: string) => setOpened({ item, path: currentPath });
  // A click on a trigger follows its link; Radix would also toggle the panel, which then lingers
  // over the next page. The trigger's click comes first, so the change Radix asks for is a close.
  const triggerClicked = useRef(false);
  const onValueChange = (value: string) => {
    setOpenItem(triggerClicked.current ? '' : value);
    triggerClicked.current = false;
  };

  return (
    <div className={desktopOnly}>
      <NavigationMenu.Root aria-label="Main" value={openItem} onValueChange={onValueChange}>
        <NavigationMenu.List className={styles.list}>
          {items.map((item) =>
            item.children?.length ? (
              <HeaderDropdown
                key={item.href}
                item={item}
                currentPath={currentPath}
                open={openItem === item.href}
                onOpen={setOpenItem}
                onFollow={() => {
                  triggerClicked.current = true;
                }}
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
