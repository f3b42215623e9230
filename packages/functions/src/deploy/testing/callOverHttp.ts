import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type HttpHandler = (req: never, res: never) => unknown;

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
}

/** Gives node:http the express surface onCall uses (what Cloud Functions' express app provides). */
async function asExpress(req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req);
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const response = Object.assign(res, {
    status: (code: number) => {
      res.statusCode = code;
      return response;
    },
    send: (payload: unknown) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      return response;
    },
  });
  return [Object.assign(req, { body, header }), response] as const;
}

/**
 * POSTs `data` to an onCall function the way the Firebase client SDK does, through a real HTTP
 * server, so the callable's own token checks (App Check) run exactly as deployed.
 */
export async function callOverHttp(
  callable: HttpHandler,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const server = createServer((req, res) => {
    void asExpress(req, res).then(([request, response]) => callable(request as never, response as never));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/demo-rico/europe-west2/sendContactEmail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ data }),
    });
    return { status: response.status, body: await response.json() };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
