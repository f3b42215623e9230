/**
 * Which file Firebase Hosting serves for a path, or where it redirects: a port of superstatic's
 * files middleware (the Firebase Hosting emulator) for cleanUrls and trailingSlash, so
 * `pnpm start` answers every URL the way production does.
 */
export type Resolution =
  | { type: 'file'; file: string }
  | { type: 'redirect'; location: string }
  | { type: 'notFound' };

export interface ResolveOptions {
  cleanUrls: boolean;
  trailingSlash: boolean | undefined;
  /** Whether a deployable file exists at this URL path. */
  isFile: (path: string) => boolean;
}

const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);
const withoutSlash = (p: string) => (p.endsWith('/') ? p.slice(0, -1) : p);
const withoutSuffix = (p: string, suffix: string) => (p.endsWith(suffix) ? p.slice(0, -suffix.length) : p);
// A redirect to "" is a redirect to "/".
const redirect = (location: string): Resolution => ({ type: 'redirect', location: location || '/' });

export function resolvePath(rawPathname: string, search: string, options: ResolveOptions): Resolution {
  const { cleanUrls, trailingSlash, isFile } = options;
  const pathname = rawPathname.replace(/\/{2,}/g, '/');

  // An exact file always wins; with clean URLs its .html name redirects to the clean one.
  if (isFile(pathname)) {
    if (cleanUrls && pathname.endsWith('.html')) {
      const clean = withoutSuffix(withoutSuffix(pathname, '.html'), '/index');
      return redirect((trailingSlash === true ? withSlash(clean) : clean) + search);
    }
    return { type: 'file', file: pathname };
  }

  const hasSlash = pathname.endsWith('/');
  const directoryIndex = `${withSlash(pathname)}index.html`;
  if (isFile(directoryIndex)) {
    if (trailingSlash === undefined && !hasSlash && !cleanUrls) return redirect(withSlash(pathname) + search);
    if (trailingSlash === false && hasSlash && pathname !== '/')
      return redirect(withoutSlash(pathname) + search);
    if (trailingSlash === true && !hasSlash) return redirect(withSlash(pathname) + search);
    return { type: 'file', file: directoryIndex };
  }

  if (cleanUrls) {
    let candidate = pathname;
    if (!hasSlash) candidate += '.html';
    else if (trailingSlash !== undefined) candidate = `${withoutSuffix(pathname, '/')}.html`;
    if (isFile(candidate)) {
      if (trailingSlash === false && hasSlash) return redirect(withoutSlash(pathname) + search);
      if (trailingSlash === true && !hasSlash) {
        return redirect(withSlash(withoutSuffix(withoutSuffix(candidate, '.html'), '/index')) + search);
      }
      if (candidate.endsWith('/index.html'))
        return redirect(withoutSuffix(candidate, '/index.html') + search);
      return { type: 'file', file: candidate };
    }
  }
  return { type: 'notFound' };
}
