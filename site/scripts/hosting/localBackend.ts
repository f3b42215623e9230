import type { RequestHandler } from './server';

/**
 * The local backend from @rico/local-backend, when that package provides it: it answers the
 * Firestore REST, callable and /__backend/health paths and lets every other request through.
 *
 * TODO(contact backend): the package does not export createLocalBackend yet. Once it does, call it
 * directly (typed) with its options and drop this feature check.
 */
export async function loadLocalBackend(): Promise<RequestHandler | undefined> {
  const module: Record<string, unknown> = await import('@rico/local-backend');
  const create = module.createLocalBackend;
  if (typeof create !== 'function') {
    console.warn(
      'No local backend (@rico/local-backend has no createLocalBackend yet): the contact form cannot send.',
    );
    return undefined;
  }
  return (await (create as (options: object) => RequestHandler | Promise<RequestHandler>)(
    {},
  )) satisfies RequestHandler;
}
