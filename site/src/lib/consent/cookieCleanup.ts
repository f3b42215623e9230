import { storedItems } from '../../content/cookies';

/** The analytics cookies of the one storage list: exact names, and `_ga_*` as a prefix. */
const analyticsCookies = storedItems.filter((item) => item.kind === 'Cookie' && !item.essential);

const isAnalyticsCookie = (name: string) =>
  analyticsCookies.some((item) =>
    item.name.endsWith('*') ? name.startsWith(item.name.slice(0, -1)) : name === item.name,
  );

/** 'www.example.co.uk' → ['www.example.co.uk', 'example.co.uk', 'co.uk']: wherever a cookie may be set. */
function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [];
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/**
 * Deletes the analytics cookies: Google sets `_ga` on the site's registrable (parent) domain, so
 * expiring them only on the page's own host would leave them behind. A cookie can only be removed
 * with the domain it was set for, so every candidate domain is tried (plus the host-only form).
 */
export function deleteAnalyticsCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(isAnalyticsCookie);
  for (const name of names) {
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    doc.cookie = expired;
    for (const domain of cookieDomains(doc.location.hostname)) doc.cookie = `${expired}; domain=${domain}`;
  }
}
