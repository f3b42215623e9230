import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { startLocalBackend, type RunningBackend } from '../server';

export const projectId = 'demo-rico';
export const region = 'europe-west2';
/** The backend's log, kept so a test can wait for what a request it cannot see the end of did. */
const logged: string[] = [];
const silent = {
  info: (message: string) => void logged.push(message),
  error: (message: string) => void logged.push(message),
};
let appCount = 0;
// Refusals are what many tests expect; the SDK would log each one as an error.
setLogLevel('silent');

/** A Firebase web app pointed at a running backend, as the site connects in local mode. */
export interface Client {
  app: FirebaseApp;
  db: Firestore;
  sendContactEmail: (payload: unknown) => Promise<unknown>;
}

function connectClient(backend: RunningBackend): Client {
  appCount += 1;
  const app = initializeApp({ projectId, apiKey: 'demo-key', appId: 'demo-app' }, `test-${appCount}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', backend.port);
  const functions = getFunctions(app, region);
  connectFunctionsEmulator(functions, '127.0.0.1', backend.port);
  const callable = httpsCallable(functions, 'sendContactEmail');
  return { app, db, sendContactEmail: async (payload) => (await callable(payload)).data };
}

/** A backend on an ephemeral port over a fresh temp data dir, with SDK clients that follow restarts. */
export async function startTestBackend() {
  logged.length = 0;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rico-backend-'));
  const start = () => startLocalBackend({ port: 0, dataDir, projectId, region, log: silent });
  let backend = await start();
  let client = connectClient(backend);
  const listDir = async (dir: string) => (await readdir(path.join(dataDir, dir)).catch(() => [])).sort();

  return {
    dataDir,
    get backend() {
      return backend;
    },
    get client() {
      return client;
    },
    /** Stops the server and starts a new one over the same data dir. */
    async restart() {
      await backend.close();
      await deleteApp(client.app);
      backend = await start();
      client = connectClient(backend);
    },
    /** Whether the backend has logged a line containing `fragment` since the test began. */
    logged: (fragment: string) => logged.some((line) => line.includes(fragment)),
    storedIds: async () => (await listDir('messages')).filter((name) => name.endsWith('.json')),
    outbox: async () => {
      const names = (await listDir('outbox')).filter((name) => name.endsWith('.eml'));
      return Promise.all(names.map((name) => readFile(path.join(dataDir, 'outbox', name))));
    },
    async close() {
      await backend.close();
      await deleteApp(client.app);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;
