/**
 * `pnpm start` (after `react-router build`): serves the production build on PORT as Firebase
 * Hosting would, reading firebase.json so the two cannot drift, with the local backend on the same
 * origin so the contact form works. It listens on loopback; HOST (e.g. 0.0.0.0) opens it.
 */
import { describeReach, hostFromEnv } from '@rico/local-backend';
import { startSite } from './hosting/startSite';

try {
  const site = await startSite({ port: Number(process.env.PORT ?? 3000), host: hostFromEnv() });
  console.log(`Site: ${site.origin}/ (with the local backend; ${describeReach(site.host)})`);
} catch (error) {
  // A startup failure (an unusable data folder, a port in use) is the developer's to fix: say what.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
