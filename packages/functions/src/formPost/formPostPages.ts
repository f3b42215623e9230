import type { FormProblem } from '@rico/contact';
import escapeHtml from 'escape-html';
import { formPostCopy as copy } from './formPostCopy';
import { themeScript, themeScriptHash, themeStyle } from './formPostTheme';

/**
 * The page's own look, in the site's colours and theme: no other file, so it renders wherever the
 * function answers.
 */
const style = `${themeStyle}
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:var(--ink);background:var(--surface)}
main{max-width:40rem;margin:3rem auto;padding:2rem;background:var(--surfaceRaised);border-radius:.75rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
li{color:var(--critical);font-weight:600}
a{color:var(--accent)}a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
@media (forced-colors:active){a:focus-visible{outline-color:Highlight}}`;

/** The inline style above and the theme script: nothing else may load or run on these pages. */
export const formPostPageCsp = `default-src 'none'; style-src 'unsafe-inline'; script-src ${themeScriptHash}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** A whole answer page: the title as its heading, then `body` (HTML the caller has escaped). */
export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${copy.siteName}</title>
<script>${themeScript}</script>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** What to fix, in the form's own words, and how to get back to what was typed. */
export function renderProblemsPage(problems: readonly FormProblem[]): string {
  const items = problems.map((problem) => `<li>${escapeHtml(problem.message)}</li>`).join('\n');
  return renderPage(
    copy.invalid.title,
    `${paragraph(copy.invalid.lead)}\n<ul>\n${items}\n</ul>\n${paragraph(copy.backHint)}`,
  );
}

/** A refusal: the reason, then the way back (to what was typed, or to the form itself). */
export function renderNotSentPage(reason: string, way: 'back' | 'contact-link'): string {
  const next =
    way === 'back'
      ? paragraph(copy.backHint)
      : `<p><a href="${copy.contactLink.href}">${escapeHtml(copy.contactLink.label)}</a></p>`;
  return renderPage(copy.notSent, `${paragraph(reason)}\n${next}`);
}
