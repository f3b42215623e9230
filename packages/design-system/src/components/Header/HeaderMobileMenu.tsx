import { Menu, X } from 'lucide-react';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { Link } from '../Link/LinkProvider';
import * as styles from './HeaderMobileMenu.css';
import { HeaderMobileGroup } from './HeaderMobileGroup';
import { isCurrentPage, type NavAction, type NavItem } from './navItems';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useCloseOnWideViewport } from './useCloseOnWideViewport';

export interface HeaderMobileMenuProps {
  items: NavItem[];
  currentPath?: string;
  contact: NavAction;
  /** Reports open/closed so the header can reflect it in `data-menu`. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The below-md navigation: a toggle button and a panel that hangs under the header bar. A
 * disclosure, not a modal dialog: no focus trap, but Escape closes it and returns focus to the toggle.
 */
export function HeaderMobileMenu({ items, currentPath, contact, onOpenChange }: HeaderMobileMenuProps) {
  const [open, setOpenState] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  useBodyScrollLock(open);
  useCloseOnWideViewport(open, close);
  // A layout effect, so the listener is there as soon as the menu is: Preact (the site's production
  // runtime) runs plain effects after the next paint, and an Escape pressed before that was lost.
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const ToggleIcon = open ? X : Menu;
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <ToggleIcon size={24} aria-hidden="true" />
      </button>
      <nav id={panelId} aria-label="Main" className={styles.panel} hidden={!open}>
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
                    aria-current={isCurrentPage(item.href, currentPath) ? 'page' : undefined}
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
    </>
  );
}
