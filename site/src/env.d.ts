/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin of the site (e.g. https://www.example.co.uk); see content/origin.ts. */
  readonly SITE_ORIGIN?: string;
  /** YYYY-MM-DD: judge the open roles on this day rather than the build's (content/jobs/openRoles.ts). */
  readonly SITE_JOBS_DATE?: string;
}
