/** Request headers as node:http and express hand them over (names in lower case). */
export type Headers = Readonly<Record<string, string | string[] | undefined>>;

export const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The host the visitor addressed: Hosting (and the local server) names it in X-Forwarded-Host. */
function siteHost(headers: Headers): string | undefined {
  return (header(headers, 'x-forwarded-host') ?? header(headers, 'host'))?.split(',')[0]?.trim();
}

/**
 * Whether a form post comes from a page of the site itself. A cross-site form post needs no CORS
 * preflight, so without this any web page could make a visitor's browser send a message in their
 * name. Every current browser sends Origin with a POST (and Sec-Fetch-Site); Referer is the fallback
 * for an older one. A post that names no source at all is refused too: a browser always names one.
 */
export function isSameOriginPost(headers: Headers): boolean {
  const fetchSite = header(headers, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const source = header(headers, 'origin') ?? header(headers, 'referer');
  const host = siteHost(headers);
  if (!source || source === 'null' || !host) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}
