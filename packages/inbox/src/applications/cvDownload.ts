import type { CvFile } from './applicationsPort';

/** A name's plain-ASCII stand-in for clients that read only `filename=`: anything else becomes `_`. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * The headers of a CV's download by staff: always saved, never shown in the page (attachment),
 * with the type its bytes were checked as and no sniffing of another, its cleaned name in both
 * of Content-Disposition's forms (RFC 6266), and never kept in a cache.
 */
export function cvDownloadHeaders(cv: Pick<CvFile, 'type' | 'name' | 'bytes'>): Record<string, string> {
  return {
    'Content-Type': cv.type,
    'Content-Length': String(cv.bytes.length),
    'Content-Disposition': `attachment; filename="${asciiName(cv.name)}"; filename*=UTF-8''${encodeURIComponent(cv.name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    // Nothing in the file can run as a page of the site, even if a browser were to open it.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
}
