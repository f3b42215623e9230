import { request, type ServerResponse } from 'node:http';
import { BodyError, readTextBody } from './body';
import { mayWrite } from './origin';
import { requestPath } from './requestPath';
import { sendJson } from './respond';
import {
  encodeFields,
  readFields,
  signInCallAt,
  signInCalls,
  type Fields,
  type SignInCallName,
} from './signInCalls';
import type { SignInTokens } from './signInTokens';
import type { HostRequest } from './types';

export { isAuthEmulatorPath } from './signInCalls';

export const authEmulatorNotRunning =
  'The staff sign-in (Firebase Authentication emulator) is not running yet. `pnpm start` starts it beside the site and says in the terminal when it is ready.';

const reasons: Record<number, string> = { 400: 'invalid', 403: 'forbidden', 405: 'methodNotAllowed' };

/** Identity Toolkit's error shape: the Auth SDK turns what comes before ` : ` in `message` into its code. */
export function sendAuthError(res: ServerResponse, status: number, message: string) {
  const reason = reasons[status] ?? 'backendError';
  sendJson(res, status, {
    error: { code: status, message, errors: [{ message, domain: 'global', reason }] },
  });
}

const notPassed =
  "OPERATION_NOT_ALLOWED : The local staff sign-in passes only the calls the inbox's sign-in makes.";

export interface AuthEmulatorProxyOptions {
  /** host:port of the emulator, read on every call (`pnpm start` sets it once the emulator answers). */
  emulatorHost: () => string | undefined;
  /** Origins besides the site's own and loopback ones that may sign in. */
  allowedOrigins: readonly string[];
  tokens: SignInTokens;
}

interface Forwarded {
  status: number;
  json: Fields;
}

/** Sends one call to the emulator with nothing of the browser's but its body (no Authorization). */
function forward(host: string, path: string, body: { contentType: string; text: string }) {
  return new Promise<Forwarded>((resolve, reject) => {
    const target = new URL(`http://${host}`);
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: 'POST',
        path,
        headers: { host, 'content-type': body.contentType, 'content-length': Buffer.byteLength(body.text) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Fields;
            resolve({ status: answer.statusCode ?? 502, json });
          } catch {
            reject(new Error('its answer was not JSON'));
          }
        });
      },
    );
    upstream.on('error', reject);
    upstream.end(body.text);
  });
}

/**
 * The staff sign-in on the site's origin: each call of `signInCalls`, checked, passed to the emulator
 * and answered with the backend's own headers (its CORS decision, never the emulator's, which allows
 * any origin). ID tokens the emulator issues are noted, refresh tokens swapped for handles. Every
 * other call is refused without reaching the emulator. Unset host: 503; host not answering: 502.
 */
export function createAuthEmulatorProxy({ emulatorHost, allowedOrigins, tokens }: AuthEmulatorProxyOptions) {
  /** The call checked, its tokens swapped back, or the refusal to answer with. */
  function check(name: SignInCallName, fields: Fields): Fields | [number, string] {
    if (name === 'lookup' && !tokens.isIssued(String(fields.idToken))) return [400, 'INVALID_ID_TOKEN'];
    if (name !== 'refresh') return fields;
    if (fields.grant_type !== 'refresh_token') return [400, 'INVALID_GRANT_TYPE'];
    const refreshToken = tokens.refreshTokenBehind(String(fields.refresh_token));
    // A handle from before a restart, or written by hand: sign in again, as after a revocation.
    if (!refreshToken) return [400, 'TOKEN_EXPIRED : Sign in again.'];
    return { ...fields, refresh_token: refreshToken };
  }

  function swapTokens(name: SignInCallName, json: Fields, handle: string | undefined): Fields {
    const note = (token: unknown) => typeof token === 'string' && tokens.issued(token);
    const answer = { ...json };
    if (name === 'signIn') {
      note(json.idToken);
      if (typeof json.refreshToken === 'string') answer.refreshToken = tokens.handleFor(json.refreshToken);
    }
    if (name === 'refresh') {
      note(json.id_token);
      note(json.access_token);
      if (typeof json.refresh_token === 'string')
        answer.refresh_token = tokens.handleFor(json.refresh_token, handle);
    }
    return answer;
  }

  return async (req: HostRequest, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    const name = signInCallAt(requestPath(req.url) ?? '');
    if (!name) return sendAuthError(res, 403, notPassed);
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST, OPTIONS');
      return sendAuthError(res, 405, 'OPERATION_NOT_ALLOWED : Use POST.');
    }
    if (!mayWrite(req, allowedOrigins))
      return sendAuthError(
        res,
        403,
        "OPERATION_NOT_ALLOWED : Sign-in is accepted only from the site's own pages.",
      );
    const host = emulatorHost();
    if (!host) return sendAuthError(res, 503, authEmulatorNotRunning);
    const call = signInCalls[name];
    let text: string;
    try {
      text = await readTextBody(req);
    } catch (error) {
      return sendAuthError(res, 400, `INVALID_ARGUMENT : ${(error as BodyError).message}.`);
    }
    const fields = readFields(call, text);
    if (typeof fields === 'string') return sendAuthError(res, 400, fields);
    const checked = check(name, fields);
    if (Array.isArray(checked)) return sendAuthError(res, ...checked);
    // Only the API key passes: the emulator wants one, and it grants nothing.
    const key = url.searchParams.get('key');
    const path = `${call.path}${key === null ? '' : `?key=${encodeURIComponent(key)}`}`;
    try {
      const answer = await forward(host, path, encodeFields(call, checked));
      const handle = name === 'refresh' ? String(fields.refresh_token) : undefined;
      const json = answer.status === 200 ? swapTokens(name, answer.json, handle) : answer.json;
      sendJson(res, answer.status, json);
    } catch (error) {
      sendAuthError(res, 502, `The Auth emulator at ${host} did not answer: ${(error as Error).message}`);
    }
  };
}
