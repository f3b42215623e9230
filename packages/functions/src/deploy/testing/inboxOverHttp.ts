import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type HttpFunction = (req: never, res: never) => unknown;

/**
 * Serves an onRequest function on loopback as Cloud Functions would (the raw body read first) and
 * returns a caller for it; `close` stops the server.
 */
export async function serveOverHttp(handler: HttpFunction) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () =>
      handler(Object.assign(req, { rawBody: Buffer.concat(chunks) }) as never, res as never),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    async call(method: string, path: string, init: { token?: string; body?: string } = {}) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
        ...(init.body !== undefined && { body: init.body }),
      });
      const text = await response.text();
      const json = response.headers.get('content-type')?.startsWith('application/json')
        ? (JSON.parse(text) as Record<string, unknown>)
        : undefined;
      return { status: response.status, headers: response.headers, text, json };
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
