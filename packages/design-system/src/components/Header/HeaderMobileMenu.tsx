import { Menu, X } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { Link } from '../Link/Link';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './HeaderMobileMenu.css';
import { HeaderMobileGroup } from './HeaderMobileGroup';
import { isCurrentPage, linkCurrent, type NavAction, type NavItem } from './navItems';
import { useCloseOnWideViewport } from './useCloseOnWideViewport';

export interface HeaderMobileMenuProps {
  items: NavItem[];
  currentPath?: string;
  contact: NavAction;
}

/**
 * The below-md navigation: a disclosure (`<details>`) whose toggle is its `<summary>` and whose panel
 * hangs under the header bar. The browser opens and closes it, so it works in the prerendered page
 * before any script; CSS swaps the toggle's name and icon and locks the page behind it. Hydration
 * adds what needs script: Escape closes it and returns focus to the toggle, choosing a link closes
 * it, and it closes when the window grows to the desktop layout. Not a modal: no focus trap.
 */
export function HeaderMobileMenu({ items, currentPath, contact }: HeaderMobileMenuProps) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  // The element is the truth (it may have been opened before hydration); React follows it.
  const subscribe = useCallback((onChange: () => void) => {
    const menu = menuRef.current;
    menu?.addEventListener('toggle', onChange);
    return () => menu?.removeEventListener('toggle', onChange);
  }, []);
  const open = useSyncExternalStore(
    subscribe,
    () => menuRef.current?.open ?? false,
    () => false,
  );
  const close = useCallback(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, []);

  useCloseOnWideViewport(open, close);
  // Listens while mounted and asks the element, so Escape works whenever the menu is open, even
  // just opened. A layout effect, so it is there as soon as the menu hydrates: Preact (the site's
  // production runtime) runs plain effects after the next paint.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = menuRef.current;
      if (event.key !== 'Escape' || !menu?.open) return;
      close();
      menu.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  return (
    <details ref={menuRef} className={styles.menu}>
      <summary className={styles.toggle}>
        <span className={styles.whenClosed}>
          <Menu size={24} aria-hidden="true" />
          <span className={visuallyHidden}>Open menu</span>
        </span>
        <span className={styles.whenOpen}>
          <X size={24} aria-hidden="true" />
          <span className={visuallyHidden}>Close menu</span>
        </span>
      </summary>
      <nav aria-label="Main" className={styles.panel}>
        <Container>
          <ul className={styles.list}>
            {items.map((item) =>
              item.children?.length ? (
                <HeaderMobileGroup key={item.href} item={item} currentPath={currentPath} onNavigate={close} />
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.row}
                    aria-current={linkCurrent(item.href, currentPath)}
                    onClick={close}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
          <Button asChild fullWidth size="lg" className={styles.action}>
            <Link
              href={contact.href}
              aria-current={isCurrentPage(contact.href, currentPath) ? 'page' : undefined}
              onClick={close}
            >
              {contact.label}
            </Link>
          </Button>
        </Container>
      </nav>
    </details>
  );
}
