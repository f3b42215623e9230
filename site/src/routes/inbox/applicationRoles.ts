import { speculativeRole } from '@rico/contact';
import type { InboxRoleOption } from '@rico/design-system';
import { openRoles } from '../../content/jobs/openRoles';

/**
 * The roles staff can filter applications by: the roles this build lists, then the speculative
 * application. The value is the title, as the form sends it and the server stores it. An
 * application for a role that has since closed is still listed under All roles.
 */
export const applicationRoles: readonly InboxRoleOption[] = [
  ...openRoles.map((role) => ({ value: role.title, label: role.title })),
  { value: speculativeRole, label: speculativeRole },
];

/** The role a page address asks for (`?role=`), or '' for every role. */
export const roleFromSearch = (search: string) => new URLSearchParams(search).get('role') ?? '';
