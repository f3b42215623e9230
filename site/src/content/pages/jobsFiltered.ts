import { openRoles } from '../jobs/openRoles';
import { filteredLists, type FilteredList, type RoleFilter } from '../jobs/roleFilters';
import type { PageMeta } from '../seo';
import { jobsPage } from './jobs';

/** The heading of a filtered list, which is also its page's title: "Engineering jobs in London". */
export function filteredTitle({ team, place }: Pick<FilteredList, 'team' | 'place'>): string {
  if (place === 'Remote') return team ? `${team} remote jobs` : 'Remote jobs';
  if (team && place) return `${team} jobs in ${place}`;
  return team ? `${team} jobs` : `Jobs in ${place ?? 'every location'}`;
}

/** The route id of a filtered list of roles (routeTable.ts). */
export const filteredRouteId = (list: FilteredList) => `jobs-in-${list.path.split('/').slice(2).join('-')}`;

/**
 * Every filtered list of the open roles by route id. Left out of search results and the sitemap:
 * each is a part of /jobs, which is the page to find.
 */
export const filteredJobsPages: Readonly<
  Record<string, { meta: PageMeta; path: string; filter: RoleFilter; title: string }>
> = Object.fromEntries(
  filteredLists(openRoles).map((list) => {
    const title = filteredTitle(list);
    return [
      filteredRouteId(list),
      {
        meta: { title, description: jobsPage.meta.description, noIndex: true },
        path: list.path,
        filter: list.filter,
        title,
      },
    ];
  }),
);
