/**
 * `pnpm start`: serves the production build (after `react-router build`) on PORT as Firebase
 * Hosting would, reading firebase.json so the two cannot drift, with the local backend (the
 * contact form's Firestore REST and callable endpoints) on the same origin.
 */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { readHostingConfig } from './hosting/config';
import { createHostingServer } from './hosting/server';
import { loadLocalBackend } from './hosting/localBackend';

const firebaseJson = join(import.meta.dirname, '..', '..', 'firebase.json');
const port = Number(process.env.PORT ?? 3000);

const backend = await loadLocalBackend();
const server = createHostingServer(readHostingConfig(firebaseJson), backend ? [backend] : []);
server.listen(port, () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Site: http://localhost:${actual}/${backend ? ' (with the local backend)' : ''}`);
});
