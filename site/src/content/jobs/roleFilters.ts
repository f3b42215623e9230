import type { Role } from './roleTypes';

/*
 * The open roles filtered by team and by place, without script: every filtered list is a page of
 * its own, prerendered, and the filters are links to them (a static host cannot answer a query
 * string with anything but /jobs). Only a list that has a role gets a page, so no filter leads to
 * an empty one.
 */

/** A team and a place (each a slug), either left out for every one. */
export interface RoleFilter {
  team?: string;
  place?: string;
}

export const anyTeam = 'any-team';
export const anyPlace = 'any-location';

const remote = 'Remote';
const slug = (words: string) =>
  words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where a role is worked, as a job seeker filters: a remote role is Remote wherever its team meets. */
export const placeOf = (role: Role) => (role.workplace === 'remote' ? remote : role.location);

const sortedLabels = (list: readonly string[]) => [...new Set(list)].toSorted((a, b) => a.localeCompare(b));
const teamsOf = (roles: readonly Role[]) => sortedLabels(roles.map((role) => role.team));
// Remote last: the towns first, then the roles worked from anywhere.
const placesOf = (roles: readonly Role[]) => {
  const places = sortedLabels(roles.map(placeOf));
  return [...places.filter((place) => place !== remote), ...places.filter((place) => place === remote)];
};

export const filterPath = ({ team, place }: RoleFilter) =>
  team === undefined && place === undefined ? '/jobs' : `/jobs/${team ?? anyTeam}/${place ?? anyPlace}`;

export const rolesFor = (filter: RoleFilter, roles: readonly Role[]) =>
  roles.filter(
    (role) =>
      (filter.team === undefined || slug(role.team) === filter.team) &&
      (filter.place === undefined || slug(placeOf(role)) === filter.place),
  );

export interface FilteredList {
  path: string;
  filter: RoleFilter;
  /** The team's and the place's names as the roles give them. */
  team?: string;
  place?: string;
}

/** Every filtered list that has a role: each team, each team in each place, then each place. */
export function filteredLists(roles: readonly Role[]): FilteredList[] {
  const byTeam = teamsOf(roles).flatMap((team) =>
    [undefined, ...placesOf(roles)].map((place) => ({ team, place })),
  );
  const byPlace = placesOf(roles).map((place) => ({ team: undefined, place }));
  return [...byTeam, ...byPlace]
    .map(({ team, place }) => {
      const filter: RoleFilter = {
        ...(team !== undefined && { team: slug(team) }),
        ...(place !== undefined && { place: slug(place) }),
      };
      return {
        path: filterPath(filter),
        filter,
        ...(team !== undefined && { team }),
        ...(place !== undefined && { place }),
      };
    })
    .filter((list) => rolesFor(list.filter, roles).length > 0);
}

/** The filter a page's address names: {} for /jobs, undefined for an address no list has. */
export function filterOfPath(path: string, roles: readonly Role[]): RoleFilter | undefined {
  if (path === '/jobs') return {};
  return filteredLists(roles).find((list) => list.path === path)?.filter;
}

export interface RoleFilterWords {
  team: string;
  place: string;
  allTeams: string;
  allPlaces: string;
}

const defaultWords: RoleFilterWords = {
  team: 'Team',
  place: 'Location',
  allTeams: 'All teams',
  allPlaces: 'All locations',
};

/**
 * The two rows of filter links for the list `current` shows: in each, "All …" and every choice that
 * lists a role beside the other row's choice, with how many.
 */
export function filterChoices(current: RoleFilter = {}, roles: readonly Role[], words = defaultWords) {
  const choice = (label: string, filter: RoleFilter, isCurrent: boolean) => ({
    label,
    href: filterPath(filter),
    count: rolesFor(filter, roles).length,
    current: isCurrent,
  });
  const teams = [
    choice(
      words.allTeams,
      { ...(current.place !== undefined && { place: current.place }) },
      current.team === undefined,
    ),
    ...teamsOf(roles).map((team) =>
      choice(team, { ...current, team: slug(team) }, current.team === slug(team)),
    ),
  ];
  const places = [
    choice(
      words.allPlaces,
      { ...(current.team !== undefined && { team: current.team }) },
      current.place === undefined,
    ),
    ...placesOf(roles).map((place) =>
      choice(place, { ...current, place: slug(place) }, current.place === slug(place)),
    ),
  ];
  return [
    { label: words.team, choices: teams.filter((c) => c.count > 0) },
    { label: words.place, choices: places.filter((c) => c.count > 0) },
  ];
}
