/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin of the site (e.g. https://www.example.co.uk); see content/seo.ts. */
  readonly VITE_SITE_ORIGIN?: string;
}
