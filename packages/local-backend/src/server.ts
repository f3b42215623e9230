import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalBackend, type LocalBackendOptions } from './backend';
import { sendGoogleError } from './http/respond';
import { defaultHost, urlFor } from './listenHost';

export interface RunningBackend {
  server: Server;
  port: number;
  host: string;
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  close(): Promise<void>;
}

/**
 * The backend on its own port (port 0: any free one), for `pnpm backend` and the tests. Rejects, before
 * listening, when the data folder is unusable (a DataDirError) or the port is taken.
 */
export async function startLocalBackend(
  options: LocalBackendOptions & { port?: number; host?: string } = {},
): Promise<RunningBackend> {
  const { port = 8787, host = defaultHost, ...backendOptions } = options;
  const backend = createLocalBackend(backendOptions);
  await backend.ready;
  const server = createServer((req, res) => {
    void backend(req, res).then((handled) => {
      if (!handled) sendGoogleError(res, 404, 'Not a route of the local backend');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    server,
    host,
    port: actualPort,
    url: urlFor(host, actualPort),
    close: () =>
      new Promise((resolve, reject) => {
        backend.stop();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
