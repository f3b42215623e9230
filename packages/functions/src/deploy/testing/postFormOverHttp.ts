import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type HttpFunction = (req: never, res: never) => unknown;

/** What Cloud Functions' express app gives a request before the function sees it: the raw body. */
async function withRawBody(req: IncomingMessage): Promise<IncomingMessage & { rawBody: Buffer }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.assign(req, { rawBody: Buffer.concat(chunks) });
}

/** A browser on the site posting its contact form, through Hosting's proxies (the visitor is `ip`). */
export function siteHeaders(ip = '198.51.100.7'): Record<string, string> {
  return {
    origin: 'https://rico.example',
    'sec-fetch-site': 'same-origin',
    'x-forwarded-host': 'rico.example',
    'x-forwarded-for': `${ip}, 199.36.158.100`,
  };
}

/** POSTs a url-encoded body to an onRequest function through a real HTTP server, as Hosting's rewrite would. */
export async function postFormOverHttp(
  handler: HttpFunction,
  body: string | URLSearchParams,
  headers: Record<string, string> = siteHeaders(),
  method = 'POST',
): Promise<{ status: number; location: string | null; text: string }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void withRawBody(req).then((request) => handler(request as never, res as never));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/contact/send`, {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      ...(method === 'GET' ? {} : { body: body.toString() }),
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      text: await response.text(),
    };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
