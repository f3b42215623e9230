import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createLocalBackend, defaultHost, urlFor, type LocalBackendOptions } from '@rico/local-backend';
import { clientDir } from '../buildDir';
import { createHostingServer } from './hostingServer';

const firebaseJson = join(import.meta.dirname, '..', '..', '..', 'firebase.json');

export interface RunningSite {
  /** e.g. http://127.0.0.1:3000 (no trailing slash). */
  origin: string;
  /** The address it listens on: loopback unless the caller opened it. */
  host: string;
  close: () => Promise<void>;
}

/**
 * The built site as Firebase Hosting serves it (firebase.json's clean URLs, headers and 404), with
 * the local backend (the contact form's Firestore REST, callable and health endpoints) on the same
 * origin. `pnpm start`, the e2e tests and the benchmark all serve through this.
 */
export async function startSite(
  options: {
    port?: number;
    host?: string;
    backend?: LocalBackendOptions;
    /** The static files to serve: the build SITE_BUILD_DIR names unless given (the benchmark serves two). */
    publicDir?: string;
  } = {},
): Promise<RunningSite> {
  const backend = createLocalBackend(options.backend);
  // An unusable data folder stops the start here, before anything listens or a URL is printed.
  await backend.ready;
  // firebase.json names site/build/client; SITE_BUILD_DIR (see buildDir.ts) points elsewhere.
  const server = createHostingServer({
    firebaseJson,
    publicDir: options.publicDir ?? clientDir,
    handlers: [backend],
    functions: backend.functions,
  });
  // Loopback unless the caller opens it: the backend stores messages for anyone who can reach it.
  const host = options.host ?? defaultHost;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const wildcard = host === '0.0.0.0' || host === '::';
  return {
    origin: urlFor(wildcard ? '127.0.0.1' : host, port),
    host,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
