import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteHeaders } from './postFormOverHttp';

type HttpFunction = (req: never, res: never) => unknown;

/** What Cloud Functions' framework does before the function runs: reads the whole body into rawBody. */
async function withRawBody(req: IncomingMessage): Promise<IncomingMessage & { rawBody: Buffer }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.assign(req, { rawBody: Buffer.concat(chunks) });
}

export interface PostedApplication {
  status: number;
  location: string | null;
  contentType: string | null;
  text: string;
}

/**
 * POSTs a multipart body to an onRequest function through a real HTTP server, as Hosting's rewrite
 * would, from a browser on the site unless `headers` says otherwise.
 */
export async function postApplicationOverHttp(
  handler: HttpFunction,
  body: { bytes: Buffer; contentType: string },
  headers: Record<string, string> = siteHeaders(),
): Promise<PostedApplication> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void withRawBody(req).then((request) => handler(request as never, res as never));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/jobs/apply`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': body.contentType, ...headers },
      body: new Uint8Array(body.bytes),
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      contentType: response.headers.get('content-type'),
      text: await response.text(),
    };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
