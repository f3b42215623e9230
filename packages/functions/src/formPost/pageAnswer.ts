import { siteHeaders } from '../siteHeaders';
import { formPostPageCsp } from './formPostPages';

/** An answer of a form endpoint, ready for node:http's writeHead and end. */
export interface FormPostResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

// The site's own headers (one set for every answer of its origin), then the page's: its stricter
// policy, and never kept in a cache (it answers one post).
const htmlHeaders = {
  ...siteHeaders,
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': formPostPageCsp,
};

/** An answer page of a form endpoint. */
export const html = (status: number, body: string, extra: Record<string, string> = {}): FormPostResponse => ({
  status,
  headers: { ...htmlHeaders, ...extra },
  body,
});
