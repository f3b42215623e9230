/**
 * The decoded path of a request target, read as a path and never as a URL: `new URL('//x/y', base)`
 * would take `x` for a host and answer for `/y`. Null when the target is not a path or does not decode.
 */
export function requestPath(target: string | undefined): string | null {
  const raw = target ?? '/';
  if (!raw.startsWith('/')) return null;
  const end = raw.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? raw : raw.slice(0, end));
  } catch {
    return null;
  }
}
