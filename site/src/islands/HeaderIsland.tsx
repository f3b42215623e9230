import { Header } from '@rico/design-system';
import { headerCta, mainNav } from '../content/navigation';
import { siteBrand } from '../layout/siteBrand';

/** The site's header: its dropdown, phone menu and scrolled state move; `currentPath` marks the page. */
export function HeaderIsland({ currentPath }: { currentPath: string }) {
  return <Header items={mainNav} currentPath={currentPath} brand={siteBrand} contact={headerCta} />;
}
