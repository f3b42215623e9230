import type { ServerResponse } from 'node:http';
import type { HostRequest } from './types';

/** The express surface a firebase-functions onCall handler touches, and nothing more. */
export interface ExpressLikeRequest extends HostRequest {
  body: unknown;
  header: (name: string) => string | undefined;
}
export interface ExpressLikeResponse extends ServerResponse {
  status: (code: number) => ExpressLikeResponse;
  send: (body: unknown) => ExpressLikeResponse;
}

/**
 * Gives a bare node:http request/response the few express methods onCall calls: req.body,
 * req.header(), res.status().send(). Methods a host (express itself) already provides are kept.
 */
export function toExpressLike(
  req: HostRequest,
  res: ServerResponse,
  body: unknown,
): [ExpressLikeRequest, ExpressLikeResponse] {
  const request = req as Partial<ExpressLikeRequest> & HostRequest;
  const response = res as Partial<ExpressLikeResponse> & ServerResponse;
  request.body = body;
  if (typeof request.header !== 'function') {
    request.header = (name) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    };
  }
  const complete = response as ExpressLikeResponse;
  if (typeof response.status !== 'function') {
    response.status = (code) => {
      res.statusCode = code;
      return complete;
    };
  }
  if (typeof response.send !== 'function') {
    response.send = (payload) => {
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(text);
      return complete;
    };
  }
  return [request as ExpressLikeRequest, complete];
}
