import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createLocalBackend, type LocalBackendOptions } from '@rico/local-backend';
import { clientDir } from '../buildDir';
import { readHostingConfig } from './config';
import { createHostingServer } from './server';

const firebaseJson = join(import.meta.dirname, '..', '..', '..', 'firebase.json');

export interface RunningSite {
  /** e.g. http://localhost:3000 (no trailing slash). */
  origin: string;
  close: () => Promise<void>;
}

/**
 * The built site as Firebase Hosting serves it (firebase.json's clean URLs, headers and 404), with
 * the local backend (the contact form's Firestore REST, callable and health endpoints) on the same
 * origin. `pnpm start`, the e2e tests and the benchmark all serve through this.
 */
export async function startSite(
  options: { port?: number; backend?: LocalBackendOptions } = {},
): Promise<RunningSite> {
  // firebase.json names site/build/client; SITE_BUILD_DIR (see buildDir.ts) points elsewhere.
  const hosting = { ...readHostingConfig(firebaseJson), publicDir: clientDir };
  const server = createHostingServer(hosting, [createLocalBackend(options.backend)]);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
