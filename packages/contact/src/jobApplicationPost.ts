/**
 * Where the job-application form sends and what it sends: the same for the prerendered form posted
 * without script, the scripted form (which posts the same body and asks for JSON), the Cloud Function
 * behind Hosting's rewrite and the local backend. Both paths are on the site's own origin.
 */
export const jobApplicationPaths = { send: '/jobs/apply', sent: '/jobs/applied' } as const;

/** The Cloud Function behind the rewrite of `jobApplicationPaths.send` (firebase.json names it too). */
export const jobApplicationPostFunction = 'submitJobApplication';

/**
 * The multipart fields, in the order the form shows them (the order problems are listed in). `role` is
 * the role's title as staff read it, or `speculativeRole` for an application to no open role.
 * `consent` is posted by a native checkbox only when ticked; `companyWebsite` is the hidden field.
 */
export const jobApplicationFieldOrder = [
  'name',
  'email',
  'role',
  'linkedin',
  'cv',
  'consent',
  'companyWebsite',
] as const;
export type JobApplicationField = (typeof jobApplicationFieldOrder)[number];

/** The role a speculative application names. */
export const speculativeRole = 'Speculative application';

/**
 * How long an application and its CV are kept: six months after it arrives, longer than the three
 * months less a day (plus early conciliation) in which an unsuccessful candidate can bring a claim to
 * an employment tribunal, and no longer. Shared so the erasure and the recruitment privacy notice
 * state the same period.
 */
export const applicationRetentionMonths = 6;
