import type { ComponentType, ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Link } from '../Link/Link';
import * as styles from './Header.css';
import { HeaderDesktopNav } from './HeaderDesktopNav';
import { HeaderMobileMenu } from './HeaderMobileMenu';
import { withoutAction, type NavAction, type NavItem } from './navItems';
import { useScrolled } from './useScrolled';

export interface HeaderBrand {
  /** Company name: the visible text and the accessible name of the home link. */
  name: string;
  /** Where the brand links to, usually `/`. */
  href: string;
  /** Optional logo mark shown before the name. Decorative: the name already labels the link. */
  logo?: ReactNode;
}

export interface HeaderProps {
  /** The main navigation. Items with `children` open a dropdown (desktop) or a group (mobile). */
  items: NavItem[];
  /** The path of the page being shown: its link gets aria-current="page", its group is marked too. */
  currentPath?: string;
  /** The brand link at the start of the bar. */
  brand: HeaderBrand;
  /** The call to action shown as a button (e.g. Contact Us). An item with the same href is not repeated. */
  contact: NavAction;
  /**
   * Wraps each part of the header that works on its own: each navigation, and each item and the
   * contact button of the desktop one (one element each). By default they render in place; an app
   * that treats them apart (the site hydrates each a task after the rest) passes its own wrapper.
   */
  part?: HeaderPart;
}

/** A wrapper around one part of the header: renders its one child, in place or apart. */
export type HeaderPart = ComponentType<{ children: ReactNode }>;

function InPlace({ children }: { children: ReactNode }) {
  return children;
}

/**
 * The site header: sticky, plain at the top of the page and translucent with a shadow once the page
 * is scrolled past 10 px. Both navigations are in the HTML; CSS shows one per breakpoint. Every
 * destination is a real link and the mobile menu opens without script, so the prerendered page
 * works before it hydrates; hydration adds behaviour on top of the same markup.
 */
export function Header({ items, currentPath, brand, contact, part: Part = InPlace }: HeaderProps) {
  const scrolled = useScrolled();
  const navItems = withoutAction(items, contact);

  return (
    <header className={styles.header} data-state={scrolled ? 'scrolled' : 'top'}>
      <Container className={styles.bar}>
        <Link href={brand.href} className={styles.brand}>
          {brand.logo && <span aria-hidden="true">{brand.logo}</span>}
          {brand.name}
        </Link>
        <Part>
          <HeaderDesktopNav items={navItems} currentPath={currentPath} contact={contact} part={Part} />
        </Part>
        <Part>
          <HeaderMobileMenu items={navItems} currentPath={currentPath} contact={contact} />
        </Part>
      </Container>
    </header>
  );
}
