import firebaseConfig from '../../../firebase.json' with { type: 'json' };

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * The security headers every answer of the site's origin carries, read from firebase.json's
 * hosting section (its `**` entry), where Hosting takes them for the static pages. The answers the
 * site's functions make behind a rewrite (the form posted without script) and the local servers
 * (`pnpm start`) add the same, so no answer differs from the pages around it: a browser that
 * isolates pages by Cross-Origin-Opener-Policy (WebKit) would otherwise reload the form on Back
 * instead of restoring it, and lose what was typed. Bundled in at build time: the deployed
 * function has no firebase.json beside it.
 */
const everyPath = (firebaseConfig.hosting.headers as HostingHeaders[]).find((entry) => entry.source === '**');
if (!everyPath) throw new Error("firebase.json's hosting.headers has no entry for every path ('**')");

export const siteHeaders: Readonly<Record<string, string>> = Object.fromEntries(
  everyPath.headers.map(({ key, value }) => [key, value]),
);
