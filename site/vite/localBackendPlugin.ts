import { join } from 'node:path';
import type { Plugin } from 'vite';

type LocalBackendModule = typeof import('@rico/local-backend');

/**
 * `pnpm dev`: mounts the local backend (the contact form's Firestore REST and callable endpoints,
 * and /__backend/health) on Vite's own server, so the form works on a fresh machine with no cloud
 * account. Skipped when the build names a real Firebase project (VITE_FIREBASE_PROJECT_ID).
 */
export function localBackendPlugin(): Plugin {
  return {
    name: 'rico:local-backend',
    apply: 'serve',
    async configureServer(server) {
      if (server.config.env.VITE_FIREBASE_PROJECT_ID) return;
      // Loaded only here (a build, or a dev server for real Firebase, never imports it), through
      // Vite's own module runner: the workspace package is TypeScript source, which Node cannot load.
      const { createLocalBackend, networkWarning } = (await server.ssrLoadModule(
        '@rico/local-backend',
      )) as LocalBackendModule;
      const backend = createLocalBackend({ dataDir: join(server.config.root, '..', '.data') });
      // Added directly (not in a returned hook), so it runs before React Router's page handler.
      server.middlewares.use((req, res, next) => {
        backend(req, res).then((handled) => {
          if (!handled) next();
        }, next);
      });
      server.config.logger.info('  Local backend: contact messages and e-mails go to .data/');
      // `--host` with no address (true) listens on every interface, as HOST=0.0.0.0 does for `pnpm start`.
      const { host } = server.config.server;
      const warning = host ? networkWarning(host === true ? '0.0.0.0' : host) : null;
      if (warning) server.config.logger.warn(`  ${warning}`);
    },
  };
}
