/**
 * `pnpm start` (after `react-router build`): serves the production build on PORT as Firebase
 * Hosting would, reading firebase.json so the two cannot drift, with the local backend on the same
 * origin so the contact form works. It listens on loopback only: the local backend stores whatever
 * is posted to it, so opening it to the network (HOST=0.0.0.0) is a deliberate choice.
 */
import { startSite } from './hosting/startSite';

const host = process.env.HOST ?? '127.0.0.1';
const site = await startSite({ port: Number(process.env.PORT ?? 3000), host });
console.log(`Site: ${site.origin}/ (with the local backend), listening on ${host}`);
if (host === '127.0.0.1') console.log('Only this machine can reach it; HOST=0.0.0.0 opens it to the network.');
