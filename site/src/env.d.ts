/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin of the site (e.g. https://www.example.co.uk); see content/origin.ts. */
  readonly SITE_ORIGIN?: string;
}
