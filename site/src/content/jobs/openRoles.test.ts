import { describe, expect, it } from 'vitest';
import { openRolesAt } from './openRoles';
import { roles } from './roles';
import type { Role } from './roleTypes';

const [base] = roles as [Role, ...Role[]];
const role = (id: string, posted: string, closes: string): Role => ({
  ...base,
  id,
  title: id,
  posted,
  closes,
});
const all = [
  role('old', '2026-01-01', '2026-06-30'),
  role('open', '2026-06-01', '2026-07-31'),
  role('soon', '2026-08-01', '2026-09-30'),
];
const ids = (list: readonly Role[]) => list.map((r) => r.id);

describe('the open roles', () => {
  it('should list a role from the day it is posted to the end of its closing day, UK time', () => {
    expect(ids(openRolesAt(new Date('2026-06-30T22:59:00Z'), all))).toEqual(['open', 'old']);
    // Midnight in London in summer is 23:00 UTC: the old role has closed.
    expect(ids(openRolesAt(new Date('2026-06-30T23:00:00Z'), all))).toEqual(['open']);
    expect(ids(openRolesAt(new Date('2026-08-01T00:00:00+01:00'), all))).toEqual(['soon']);
  });

  it('should list none once every role has closed', () => {
    expect(openRolesAt(new Date('2026-10-01T12:00:00Z'), all)).toEqual([]);
  });

  it('should give every role its own address and a closing date after its posting', () => {
    expect(new Set(roles.map((r) => r.id)).size).toBe(roles.length);
    for (const r of roles) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.closes >= r.posted).toBe(true);
      // /jobs/applied is the confirmation page's address.
      expect(r.id).not.toBe('applied');
    }
  });
});
