import type { EmploymentType, Role, Salary, Workplace } from './roleTypes';

/** How the list, the role's page and its facts say a role's kind of work, type and pay. */
export const workplaceWords: Record<Workplace, string> = {
  'on-site': 'on site',
  hybrid: 'hybrid',
  remote: 'remote',
};

export const employmentWords: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
};

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

export const salaryWords = (salary: Salary) =>
  salary === 'competitive'
    ? 'Competitive'
    : `${pounds.format(salary.min)} to ${pounds.format(salary.max)} a year`;

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '30 June 2027' for '2027-06-30'. */
export const dateWords = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** 'London (hybrid)'. */
export const placeWords = (role: Role) => `${role.location} (${workplaceWords[role.workplace]})`;

/** The facts a card shows, by the labels screen readers read with them. */
export const cardFacts = (role: Role) => [
  { label: 'Team', value: role.team },
  { label: 'Location', value: placeWords(role) },
  { label: 'Type', value: employmentWords[role.employmentType] },
];

/** The facts a role's page shows. */
export const pageFacts = (role: Role) => [
  ...cardFacts(role),
  { label: 'Salary', value: salaryWords(role.salary) },
  { label: 'Apply by', value: dateWords(role.closes) },
];

/** The words of every role's page; the role's own come from its content entry. */
export const rolePage = {
  eyebrow: 'Jobs',
  whatYouWillDo: 'What you will do',
  whatYouBring: 'What you bring',
  apply: 'Apply for this role',
  backToRoles: { label: 'All open roles', href: '/jobs' },
} as const;
