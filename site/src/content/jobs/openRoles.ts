import { roles } from './roles';
import type { Role } from './roleTypes';

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it is in the UK at `now`, as YYYY-MM-DD (what a role's dates are written in). */
export const ukDate = (now: Date) => londonDate.format(now);

/**
 * The roles open on the UK day of `now`, newest first: posted on or before it and closing on or
 * after it. The site is prerendered with the build's own time: a role that closed since the last
 * deploy keeps its page until the next build, so the site is rebuilt the day after a closing date
 * (docs/operators.md).
 */
export function openRolesAt(now: Date, all: readonly Role[] = roles): Role[] {
  const today = ukDate(now);
  return all
    .filter((role) => role.posted <= today && today <= role.closes)
    .toSorted((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title));
}

/*
 * The time the roles are judged open at: the build's own, or the day SITE_JOBS_DATE names where
 * pictures of the pages must not change with the calendar (Storybook, whose screenshots are
 * compared). Read with care: the build's scripts load this module outside Vite too.
 */
const fixedDay = (import.meta.env as ImportMetaEnv | undefined)?.SITE_JOBS_DATE;
const judgedAt = fixedDay ? new Date(`${fixedDay}T12:00:00Z`) : new Date();

/** The roles this build shows. */
export const openRoles: readonly Role[] = openRolesAt(judgedAt);

/** The route id of a role's page (routeTable.ts), which its content is found by. */
export const roleRouteId = (role: Role) => `job-${role.id}`;

/** The open role at `/jobs/{id}`, if there is one. */
export const openRole = (id: string) => openRoles.find((role) => role.id === id);
