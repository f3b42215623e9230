import { Header } from '@rico/design-system';
import { headerCta, mainNav } from '../content/navigation';
import { siteBrand } from '../layout/siteBrand';
import { HydrateLater } from './HydrateLater';

/**
 * The site's header: its dropdown, phone menu and scrolled state move; `currentPath` marks the page.
 * Its navigations, and each item and the contact button of the desktop one, hydrate a task after
 * the rest (HydrateLater): the header hydrated whole, Radix's menu with it, was a page's longest task.
 */
export function HeaderIsland({ currentPath }: { currentPath: string }) {
  return (
    <Header
      items={mainNav}
      currentPath={currentPath}
      brand={siteBrand}
      contact={headerCta}
      part={HydrateLater}
    />
  );
}
