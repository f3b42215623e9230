/** The hosting section of firebase.json, as `pnpm start` reads it (the same file Firebase deploys). */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface HeaderRule {
  source?: string;
  glob?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export interface HostingConfig {
  /** Absolute path of the folder Firebase uploads. */
  publicDir: string;
  cleanUrls: boolean;
  trailingSlash: boolean | undefined;
  headers: HeaderRule[];
}

interface FirebaseJson {
  hosting?: {
    public: string;
    cleanUrls?: boolean;
    trailingSlash?: boolean;
    headers?: HeaderRule[];
    rewrites?: unknown[];
    redirects?: unknown[];
  };
}

export function readHostingConfig(firebaseJsonPath: string): HostingConfig {
  const json = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as FirebaseJson;
  const hosting = json.hosting;
  if (!hosting) throw new Error(`${firebaseJsonPath} has no hosting section`);
  // The local server implements what this site uses; fail loudly rather than serve differently.
  if (hosting.rewrites?.length || hosting.redirects?.length) {
    throw new Error('scripts/hosting does not implement rewrites or redirects; add them there first');
  }
  return {
    publicDir: resolve(dirname(firebaseJsonPath), hosting.public),
    cleanUrls: hosting.cleanUrls ?? false,
    trailingSlash: hosting.trailingSlash,
    headers: hosting.headers ?? [],
  };
}
