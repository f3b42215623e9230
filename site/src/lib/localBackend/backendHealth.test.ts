import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBackendStatus, healthPath } from './backendHealth';

const respond = (status: number, body: string) =>
  vi.fn(() => Promise.resolve(new Response(body, { status })));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchBackendStatus', () => {
  it('given {"status":"running"} from the health endpoint, should say running', async () => {
    const fetch = respond(200, '{"status":"running"}');
    vi.stubGlobal('fetch', fetch);
    await expect(fetchBackendStatus()).resolves.toBe('running');
    expect(fetch).toHaveBeenCalledWith(healthPath, expect.objectContaining({ cache: 'no-store' }));
  });

  it('given a page instead of the backend (no route: the site answers 404), should say disconnected', async () => {
    vi.stubGlobal('fetch', respond(404, '<!doctype html><title>404</title>'));
    await expect(fetchBackendStatus()).resolves.toBe('disconnected');
  });

  it('given a 200 that is not the backend, should say disconnected', async () => {
    vi.stubGlobal('fetch', respond(200, '<!doctype html>'));
    await expect(fetchBackendStatus()).resolves.toBe('disconnected');
  });

  it('given no answer within the timeout, should say disconnected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
          }),
      ),
    );
    await expect(fetchBackendStatus(20)).resolves.toBe('disconnected');
  });
});
