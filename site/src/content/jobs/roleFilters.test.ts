import { describe, expect, it } from 'vitest';
import { filterChoices, filteredLists, filterOfPath, rolesFor } from './roleFilters';
import { roles } from './roles';
import type { Role } from './roleTypes';

const [base] = roles as [Role, ...Role[]];
const role = (id: string, team: string, location: string, workplace: Role['workplace']): Role => ({
  ...base,
  id,
  title: id,
  team,
  location,
  workplace,
});
const all = [
  role('support-london', 'Customer Support', 'London', 'hybrid'),
  role('dev-remote', 'Engineering', 'London', 'remote'),
  role('dev-london', 'Engineering', 'London', 'on-site'),
  role('marketing-manchester', 'Marketing', 'Manchester', 'on-site'),
];
const ids = (list: readonly Role[]) => list.map((r) => r.id);
const at = (path: string) => filterOfPath(path, all) ?? { team: 'no list at', place: path };

describe('filtering the open roles', () => {
  it('should give a page to each team, each place and each pair that lists a role, and none to a pair that lists none', () => {
    expect(filteredLists(all).map((list) => list.path)).toEqual([
      '/jobs/customer-support/any-location',
      '/jobs/customer-support/london',
      '/jobs/engineering/any-location',
      '/jobs/engineering/london',
      '/jobs/engineering/remote',
      '/jobs/marketing/any-location',
      '/jobs/marketing/manchester',
      '/jobs/any-team/london',
      '/jobs/any-team/manchester',
      '/jobs/any-team/remote',
    ]);
  });

  it('should list a remote role under Remote, not under the town its team meets in', () => {
    const remote = at('/jobs/any-team/remote');
    expect(ids(rolesFor(remote, all))).toEqual(['dev-remote']);
    const london = at('/jobs/engineering/london');
    expect(ids(rolesFor(london, all))).toEqual(['dev-london']);
  });

  it('should offer in each group only the choices that list a role beside the other group’s choice, with their counts', () => {
    const groups = filterChoices(at('/jobs/engineering/any-location'), all);
    const [teams, places] = groups;
    expect(teams?.choices).toEqual([
      { label: 'All teams', href: '/jobs', count: 4, current: false },
      { label: 'Customer Support', href: '/jobs/customer-support/any-location', count: 1, current: false },
      { label: 'Engineering', href: '/jobs/engineering/any-location', count: 2, current: true },
      { label: 'Marketing', href: '/jobs/marketing/any-location', count: 1, current: false },
    ]);
    // Manchester has no engineering role: no dead end is offered.
    expect(places?.choices).toEqual([
      { label: 'All locations', href: '/jobs/engineering/any-location', count: 2, current: true },
      { label: 'London', href: '/jobs/engineering/london', count: 1, current: false },
      { label: 'Remote', href: '/jobs/engineering/remote', count: 1, current: false },
    ]);
  });

  it('should read /jobs as no filter, and an address it did not make as none it knows', () => {
    expect(filterOfPath('/jobs', all)).toEqual({});
    expect(filterOfPath('/jobs/engineering/atlantis', all)).toBeUndefined();
  });
});
