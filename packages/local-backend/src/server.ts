import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalBackend, type LocalBackendOptions } from './backend';
import { sendGoogleError } from './http/respond';

export interface RunningBackend {
  server: Server;
  port: number;
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  close(): Promise<void>;
}

/** The backend on its own port (port 0: any free one), for `pnpm backend` and the tests. */
export async function startLocalBackend(
  options: LocalBackendOptions & { port?: number; host?: string } = {},
): Promise<RunningBackend> {
  const { port = 8787, host = '127.0.0.1', ...backendOptions } = options;
  const backend = createLocalBackend(backendOptions);
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
    port: actualPort,
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
