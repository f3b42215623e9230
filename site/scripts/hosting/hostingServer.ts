/**
 * Firebase Hosting on this machine: superstatic, the library the Firebase Hosting emulator runs,
 * reading the hosting section of firebase.json (clean URLs, trailing-slash policy, custom headers,
 * 404.html with status 404, compression), so `pnpm start` answers every URL as production does.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
// The CommonJS entry itself: the package's index sets `exports.default`, which Node's ESM loader
// and Vite's interop read differently; this file exports the function in both.
import superstatic from 'superstatic/lib/superstatic.js';
import { configMatcher } from 'superstatic/lib/utils/patterns.js';

/** A same-origin handler (the local backend); resolves true when it answered the request. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface HostingServerOptions {
  /** The firebase.json whose hosting section is served. */
  firebaseJson: string;
  /** The folder to serve instead of the section's `public` (a build elsewhere, a test fixture). */
  publicDir: string;
  /** Tried in turn before the static files. */
  handlers?: readonly RequestHandler[];
  /** Local stand-ins of the functions the section's rewrites name, by function id. */
  functions?: Readonly<Record<string, RequestHandler>>;
}

interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: string | { functionId: string };
}

interface FunctionRewrite {
  rewrite: Rewrite;
  functionId: string;
}

/**
 * The section's rewrites to functions, in order. Hosting serves a file that exists before any
 * rewrite, and a function's path has none, so a request for one goes straight to the function; a
 * glob (`/api/inbox/**`) is matched by superstatic's matcher, the one the Hosting emulator uses.
 */
function functionRewrites(hosting: Record<string, unknown>): FunctionRewrite[] {
  const rewrites = (hosting.rewrites ?? []) as Rewrite[];
  return rewrites.flatMap((rewrite) => {
    if (!rewrite.function) return [];
    const functionId = typeof rewrite.function === 'string' ? rewrite.function : rewrite.function.functionId;
    return [{ rewrite, functionId }];
  });
}

type NextFunction = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

function readHostingSection(firebaseJson: string): Record<string, unknown> {
  const json = JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting?: Record<string, unknown> };
  if (!json.hosting) throw new Error(`${firebaseJson} has no hosting section`);
  return json.hosting;
}

/**
 * The headers the section gives every path (its `**` entry). Hosting puts them on the static
 * answers; this server puts them on every answer it makes itself too (the local backend's, a
 * function's stand-in, a 405), so the whole origin answers with one set, as the deployed function
 * does with the same list (@rico/functions' siteHeaders).
 */
function headersForEveryPath(hosting: Record<string, unknown>): [string, string][] {
  const entries = (hosting.headers ?? []) as { source: string; headers: { key: string; value: string }[] }[];
  return (entries.find((entry) => entry.source === '**')?.headers ?? []).map(({ key, value }) => [
    key,
    value,
  ]);
}

const isDecodable = (url: string) => {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
};

const answer = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);

export function createHostingServer({
  firebaseJson,
  publicDir,
  handlers = [],
  functions = {},
}: HostingServerOptions): Server {
  const hosting = readHostingSection(firebaseJson);
  const rewrites = functionRewrites(hosting);
  const everyAnswer = headersForEveryPath(hosting);
  const serveStatic = superstatic({
    // superstatic cannot call a function; the rewrites to one are answered below.
    config: {
      ...hosting,
      public: '.',
      rewrites: ((hosting.rewrites ?? []) as Rewrite[]).flatMap(({ source, destination }) =>
        source !== undefined && destination !== undefined ? [{ source, destination }] : [],
      ),
    },
    cwd: publicDir,
    // What the Firebase Hosting emulator passes: no env.js or basic-auth, compressed like production.
    stack: 'strict',
    compression: true,
    fallthrough: false,
  }) as unknown as Middleware;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Set before anyone answers; an answer's own value for a header (a page's policy) replaces it.
    for (const [name, value] of everyAnswer) res.setHeader(name, value);
    // A path beginning with // names no page of the site (a URL parser reads `//x/y` as host x and
    // path /y, and superstatic folds the slashes into one): it gets the 404 page, through a path
    // Hosting can never serve, since it deploys no dotfiles.
    if (req.url?.startsWith('//')) req.url = '/.not-a-page';
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const functionId = rewrites.find(({ rewrite }) => configMatcher(path, rewrite))?.functionId;
    if (functionId !== undefined) {
      const run = functions[functionId];
      if (run) await run(req, res);
      else answer(res, 502, `No local stand-in for the function ${functionId}`);
      return;
    }
    for (const handler of handlers) if (await handler(req, res)) return;
    // Hosting serves static files to GET and HEAD only; superstatic would answer a POST with the page.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    // superstatic decodes the path unguarded and answers a malformed one with a 500 and a stack trace.
    if (!isDecodable(req.url ?? '/')) {
      answer(res, 400, 'Bad Request: the path is not valid percent-encoding');
      return;
    }
    serveStatic(req, res, (error) => {
      if (error) console.error(error);
      if (!res.headersSent) answer(res, error ? 500 : 404, error ? 'Internal Server Error' : 'Not Found');
    });
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) answer(res, 500, 'Internal Server Error');
      else res.end();
    });
  });
}
