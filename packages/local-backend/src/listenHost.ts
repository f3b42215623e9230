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

/**
 * What the terminal says beside the startup line when the servers are open to the network (HOST set
 * to something other than loopback), or null: the sign-in proxy, the status page and the inbox were
 * built for one developer's machine, and everyone on that network can now reach them.
 */
export function networkWarning(host: string): string | null {
  if (isLoopbackHost(host)) return null;
  return [
    `Warning: HOST=${host} opens this to everyone on your network, not only your phone:`,
    "the staff inbox's sign-in (/inbox), the backend's status page (/__backend/) and the contact form,",
    'and, to whoever has the staff password `pnpm start` prints, the stored messages.',
    'Use it only on a network you trust; leave HOST unset to keep it on this machine.',
  ].join(' ');
}
