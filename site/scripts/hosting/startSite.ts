import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createLocalBackend, type LocalBackendOptions } from '@rico/local-backend';
import { clientDir } from '../buildDir';
import { createHostingServer } from './hostingServer';

const firebaseJson = join(import.meta.dirname, '..', '..', '..', 'firebase.json');

export interface RunningSite {
  /** e.g. http://localhost:3000 (no trailing slash). */
  origin: string;
  close: () => Promise<void>;
}

export interface StartSiteOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The interface to listen on: loopback unless told otherwise, so only this machine can reach it. */
  host?: string;
  backend?: LocalBackendOptions;
}

const loopback = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * The built site as Firebase Hosting serves it (firebase.json's clean URLs, headers and 404), with
 * the local backend (the contact form's Firestore REST, callable and health endpoints) on the same
 * origin. `pnpm start`, the e2e tests and the benchmark all serve through this.
 */
export async function startSite(options: StartSiteOptions = {}): Promise<RunningSite> {
  const host = options.host ?? '127.0.0.1';
  // firebase.json names site/build/client; SITE_BUILD_DIR (see buildDir.ts) points elsewhere.
  const server = createHostingServer({
    firebaseJson,
    publicDir: clientDir,
    handlers: [createLocalBackend(options.backend)],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = loopback.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    origin: `http://${shownHost}:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
