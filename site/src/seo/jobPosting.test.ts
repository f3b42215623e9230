import { describe, expect, it } from 'vitest';
import { roles } from '../content/jobs/roles';
import type { Role } from '../content/jobs/roleTypes';
import { endOfUkDay, jobPostingJsonLd } from './jobPosting';

const [base] = roles as [Role, ...Role[]];
const googleEmploymentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

/** What Google's job search requires of a JobPosting, as its structured-data guide lists it. */
function googleProblems(posting: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const has = (key: string) => posting[key] !== undefined && posting[key] !== '';
  for (const key of ['title', 'description', 'datePosted', 'hiringOrganization']) {
    if (!has(key)) problems.push(`no ${key}`);
  }
  const organization = posting.hiringOrganization as { name?: string } | undefined;
  if (!organization?.name) problems.push('hiringOrganization has no name');
  const location = posting.jobLocation as { address?: { addressCountry?: string } } | undefined;
  const remote = posting.jobLocationType === 'TELECOMMUTE' && has('applicantLocationRequirements');
  if (!location?.address?.addressCountry && !remote) {
    problems.push('neither jobLocation with an address nor applicantLocationRequirements with TELECOMMUTE');
  }
  if (
    has('validThrough') &&
    Date.parse(String(posting.validThrough)) <= Date.parse(String(posting.datePosted))
  ) {
    problems.push('validThrough is not after datePosted');
  }
  if (!googleEmploymentTypes.includes(String(posting.employmentType)))
    problems.push('employmentType unknown');
  return problems;
}

describe('a role’s JobPosting', () => {
  it.each(roles.map((role) => [role.title, role] as const))(
    'given %s, should carry what Google requires',
    (_, role) => {
      const posting = jobPostingJsonLd(role);
      expect(googleProblems(posting)).toEqual([]);
      // And what it recommends.
      expect(posting).toMatchObject({ directApply: true, identifier: { value: role.id } });
      expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59[+-]\d{2}:\d{2}$/);
    },
  );

  it('given an on-site role, should name its office and no remote work', () => {
    const posting = jobPostingJsonLd({ ...base, workplace: 'on-site', location: 'Manchester' });
    expect(posting).toMatchObject({
      jobLocation: { address: { addressLocality: 'Manchester', addressCountry: 'GB' } },
    });
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('given a remote role, should say it is worked from home in the UK, with no office', () => {
    const posting = jobPostingJsonLd({ ...base, workplace: 'remote' });
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('given a salary range, should give it as a yearly amount in pounds; given "competitive", none', () => {
    const paid = jobPostingJsonLd({ ...base, salary: { min: 30_000, max: 36_000 } });
    expect(paid.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', minValue: 30_000, maxValue: 36_000, unitText: 'YEAR' },
    });
    expect(jobPostingJsonLd({ ...base, salary: 'competitive' })).not.toHaveProperty('baseSalary');
  });

  it('should give the role’s text as HTML with what a visitor typed nowhere in it unescaped', () => {
    const posting = jobPostingJsonLd({ ...base, summary: 'Tills & <screens>' });
    expect(posting.description).toContain('<p>Tills &amp; &lt;screens&gt;</p>');
    expect(posting.description).toContain('<h2>What you will do</h2><ul><li>');
  });
});

describe('the end of a UK day', () => {
  it('should carry London’s offset of that day, summer and winter', () => {
    expect(endOfUkDay('2027-06-30')).toBe('2027-06-30T23:59:59+01:00');
    expect(endOfUkDay('2027-01-31')).toBe('2027-01-31T23:59:59+00:00');
  });
});
