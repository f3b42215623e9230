/** Where the work is done, as job boards and Google's job search sort it. */
export type Workplace = 'on-site' | 'hybrid' | 'remote';

/** schema.org's employment types, the ones this company hires for. */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY';

/** A yearly salary range in pounds, or the word the company uses when it gives none. */
export type Salary = { min: number; max: number } | 'competitive';

/** One open role: what the list, the role's page, its structured data and the form read. */
export interface Role {
  /** The role's address under /jobs/, lower case words joined by hyphens; never reused for another role. */
  id: string;
  title: string;
  team: string;
  /** The town of the office the role belongs to (a remote role's too: where its team meets). */
  location: string;
  workplace: Workplace;
  employmentType: EmploymentType;
  salary: Salary;
  /** One or two sentences for the list and search results. */
  summary: string;
  whatYouWillDo: readonly string[];
  whatYouBring: readonly string[];
  /** ISO dates (YYYY-MM-DD). The role is listed from `posted` to the end of `closes`, UK time. */
  posted: string;
  closes: string;
}
