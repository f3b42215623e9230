/** One entry of the main navigation. Items with `children` become a dropdown (desktop) or a group (mobile). */
export interface NavItem {
  /** Visible text of the link or group. */
  label: string;
  /** Where the link goes. For a group, the overview page listed after its children. */
  href: string;
  /** Optional one-line description, shown under the title in the desktop dropdown. */
  description?: string;
  /** Sub-pages. When present the item opens a dropdown instead of being a plain link. */
  children?: NavItem[];
}

/** A call-to-action link such as the header's Contact Us button. */
export interface NavAction {
  label: string;
  href: string;
}

/** `/services/` and `/services?x=1#y` are the same page as `/services`. */
const normalisePath = (path: string) => {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
};

/** True when `href` is the page being shown. */
export function isCurrentPage(href: string, currentPath: string | undefined): boolean {
  return currentPath !== undefined && normalisePath(href) === normalisePath(currentPath);
}

/**
 * How a plain link is marked: `page` on its own page, `true` on a page below it (a role under
 * /jobs marks Jobs as the section the visitor is in), nothing elsewhere. Home is no one's section.
 */
export function linkCurrent(href: string, currentPath: string | undefined): 'page' | 'true' | undefined {
  if (currentPath === undefined) return undefined;
  if (isCurrentPage(href, currentPath)) return 'page';
  const section = normalisePath(href);
  return section !== '/' && normalisePath(currentPath).startsWith(`${section}/`) ? 'true' : undefined;
}

/** True when the current page is one of the item's children (the group is then marked as current). */
export function containsCurrentPage(item: NavItem, currentPath: string | undefined): boolean {
  return (item.children ?? []).some(
    (child) => isCurrentPage(child.href, currentPath) || containsCurrentPage(child, currentPath),
  );
}

/**
 * The item that the contact button already links to is shown once, as the button, so a navigation
 * list that includes Contact Us (as the site's does) does not show it twice.
 */
export function withoutAction(items: NavItem[], action: NavAction): NavItem[] {
  return items.filter((item) => normalisePath(item.href) !== normalisePath(action.href));
}

/** The text of the overview link listed after a group's children, e.g. "All Services". */
export const overviewLabel = (group: NavItem) => `All ${group.label}`;
