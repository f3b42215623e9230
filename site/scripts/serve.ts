/**
 * `pnpm start` (after `react-router build`): serves the production build on PORT as Firebase
 * Hosting would, reading firebase.json so the two cannot drift, with the local backend on the same
 * origin so the contact form works. It listens on loopback; HOST (e.g. 0.0.0.0) opens it. Once it
 * listens, the staff inbox's sign-in (the Auth emulator) starts beside it, for a local build only.
 */
import { join } from 'node:path';
import { hostFromEnv } from '@rico/local-backend';
import { loadEnv } from 'vite';
import { serveWithStaffSignIn } from './hosting/serveWithStaffSignIn';
import { stopOnSignals } from './hosting/staffSignIn';

// What the build read (site/.env files and the environment): a build for a real Firebase project
// signs staff in with it, never with the emulator.
const forRealFirebase = Boolean(
  loadEnv('production', join(import.meta.dirname, '..'), 'VITE_').VITE_FIREBASE_PROJECT_ID,
);

try {
  const { signIn } = await serveWithStaffSignIn({
    port: Number(process.env.PORT ?? 3000),
    host: hostFromEnv(),
    forRealFirebase,
  });
  if (signIn) stopOnSignals(signIn);
} catch (error) {
  // A startup failure (an unusable data folder, a port in use) is the developer's to fix: say what.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
