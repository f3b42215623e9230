/**
 * `pnpm start` (after `react-router build`): serves the production build on PORT as Firebase
 * Hosting would, reading firebase.json so the two cannot drift, with the local backend on the same
 * origin so the contact form works.
 */
import { startSite } from './hosting/startSite';

const site = await startSite({ port: Number(process.env.PORT ?? 3000) });
console.log(`Site: ${site.origin}/ (with the local backend)`);
