import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A Node request handler that answers the backend's routes and resolves true, or leaves the request
 * alone and resolves false so the host (the site's server, Vite's middleware) can go on.
 */
export type BackendHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** The request as a host may hand it over: connect/express parsers may already have read the body. */
export type HostRequest = IncomingMessage & { body?: unknown };
