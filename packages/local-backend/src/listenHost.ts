/*
 * Where the local servers listen. A contact-form store with no authentication belongs to the developer's
 * own machine, so both `pnpm start` and `pnpm backend` bind loopback unless HOST says otherwise (e.g.
 * HOST=0.0.0.0 to try the site from a phone on the same network), and say which they did.
 */

export const defaultHost = '127.0.0.1';

export function hostFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || defaultHost;
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The URL of a server listening on host:port (IPv6 hosts in brackets). */
export function urlFor(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Who can reach a server on `host`, in words for its startup line. */
export function describeReach(host: string): string {
  if (isLoopbackHost(host)) return 'this machine only; HOST=0.0.0.0 opens it to your network';
  if (host === '0.0.0.0' || host === '::') return 'every network interface: other machines can reach it';
  return `reachable from your network at ${host}`;
}
