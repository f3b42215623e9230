import type { ServerResponse } from 'node:http';
import escape from 'escape-html';

/**
 * The page behind the preview banner's "Learn more": what this backend is, where its data goes and
 * how to point the site at a real Firebase project. Plain HTML, no script, so any CSP allows it.
 */
export function renderAboutPage(info: {
  dataDir: string;
  mailTarget: string;
  /** Messages stored, and e-mailed, as the index counts them. */
  stored: number;
  emailed: number;
}): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Preview backend</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.6; color: #15202E">
<h1>Preview backend</h1>
<p>This site is running against the embedded local backend, not a real Firebase project. It answers the same
two calls the production site makes: the Firestore write of a contact message and the <code>sendContactEmail</code> function.</p>
<h2>Where things go</h2>
<ul>
<li>Messages are stored in <code>${escape(info.dataDir)}/messages/</code> (${info.stored} stored, ${info.emailed} e-mailed).</li>
<li>E-mails go to ${escape(info.mailTarget)}.</li>
<li>Run <code>pnpm messages</code> in the repository to list them.</li>
</ul>
<h2>Using a real Firebase project</h2>
<p>Build with the <code>VITE_FIREBASE_*</code> variables set (see docs/operators.md, in the repository). The preview banner and this
backend are then left out of the build.</p>
<p><a href="/">Back to the site</a></p>
</body></html>`;
}

export function sendHtml(res: ServerResponse, html: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}
