import type { Role } from '../jobs/roleTypes';
import { jobPostingJsonLd } from '../../seo/jobPosting';
import { openRoles, roleRouteId } from '../jobs/openRoles';
import type { PageMeta } from '../seo';

/** A role's page metadata: its title, and its summary for search results. */
export const roleMeta = (role: Role): PageMeta => ({
  title: role.title,
  description: role.summary,
  jsonLd: jobPostingJsonLd(role),
});

/** Every open role's page content by route id, for the build, the sitemap and the tests. */
export const rolePages: Readonly<Record<string, { meta: PageMeta; role: Role }>> = Object.fromEntries(
  openRoles.map((role) => [roleRouteId(role), { meta: roleMeta(role), role }]),
);
