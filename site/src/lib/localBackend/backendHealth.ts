import type { PreviewBackendStatus } from '@rico/design-system';

/** The local backend's health endpoint, on the site's own origin. */
export const healthPath = '/__backend/health';

/**
 * Where the banner's "Learn more" leads: the local backend's own page about itself (what it
 * stores, where the e-mails go, how to point the site at real Firebase). It is served beside the
 * health endpoint, so it exists wherever the banner can say "running".
 */
export const localBackendInfoHref = '/__backend/';

/** Asks the local backend whether it runs: anything but a quick `{"status":"running"}` is disconnected. */
export async function fetchBackendStatus(timeoutMs = 3000): Promise<PreviewBackendStatus> {
  try {
    const response = await fetch(healthPath, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return 'disconnected';
    const body: unknown = await response.json();
    const running =
      typeof body === 'object' && body !== null && 'status' in body && body.status === 'running';
    return running ? 'running' : 'disconnected';
  } catch {
    return 'disconnected';
  }
}
