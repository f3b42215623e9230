import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';

/** The parts of the raw request the client's address comes from (express's Request has them). */
export interface RequestOrigin {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  ip?: string | undefined;
}

/**
 * The caller's address. The callable is reached at its own cloudfunctions.net / run.app URL, so
 * the only proxy in front of it is Google's front end, which APPENDS the address it accepted the
 * connection from to whatever X-Forwarded-For the client sent. The visitor is therefore the LAST
 * entry; everything before it was written by the client and proves nothing (a script can put any
 * address there). Behind an extra load balancer of our own (a serverless NEG) the visitor would be
 * the second-to-last entry instead: docs/operators.md says so. express's req.ip is
 * the fallback when there is no header (emulators, tests).
 */
export function clientAddress(request: RequestOrigin, proxiesInFront = 0): string | undefined {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const last = forwarded
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1 - proxiesInFront);
  const candidate = last ?? request.ip;
  return candidate && isIP(candidate) ? candidate : undefined;
}

/**
 * The form endpoint is reached through Firebase Hosting's rewrite: Hosting's CDN appends the
 * visitor's address and Google's front end then appends the CDN's, so the visitor is the
 * second-to-last entry there.
 */
export const hostingProxies = 1;

/** The 8 groups of an IPv6 address, written out in full (`::` expanded, an IPv4 tail converted). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...fill, ...tailGroups].map((group) => group.padStart(4, '0'));
}

/**
 * Whom a rate limit counts: an IPv4 address, or an IPv6 /64 (one subscriber usually gets a whole
 * /64, so counting single IPv6 addresses would give each visitor billions of quotas).
 */
export function rateLimitSubject(address: string): string {
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  const mappedV4 = groups.slice(0, 5).every((g) => g === '0000') && groups[5] === 'ffff';
  if (mappedV4) {
    const [hi = 0, lo = 0] = groups.slice(6).map((g) => parseInt(g, 16));
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The counter key of one client for one UTC day: an HMAC of the address under a secret salt, with
 * the day mixed in. The address is never stored; without the salt the key cannot be reversed (even
 * by trying all 2^32 IPv4 addresses), and keys of different days cannot be linked.
 */
export function clientKey(address: string, salt: string, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return createHmac('sha256', salt)
    .update(`${day}|${rateLimitSubject(address)}`)
    .digest('hex');
}
