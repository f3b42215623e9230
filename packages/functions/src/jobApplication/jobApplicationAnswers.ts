import { jobApplicationPaths } from '@rico/contact';
import escapeHtml from 'escape-html';
import { paragraph, renderPage } from '../formPost/formPostPages';
import { html, type FormPostResponse } from '../formPost/pageAnswer';
import { header, type Headers } from '../formPost/sameOrigin';
import { siteHeaders } from '../siteHeaders';
import { jobApplicationCopy as copy } from './jobApplicationCopy';
import type { ApplicationProblem } from './validateApplication';

/** Whether the scripted form sent this: it asks for JSON, a native post asks for a page. */
export const wantsJson = (headers: Headers) => (header(headers, 'accept') ?? '').includes('application/json');

/** Who is answered, and how: the form's script (JSON) or the visitor's browser (a page). */
export interface Audience {
  json: boolean;
  /** The page the form was on (a same-origin path), for the way back. */
  formPath: string;
}

const json = (status: number, body: unknown, extra: Record<string, string> = {}): FormPostResponse => ({
  status,
  headers: {
    ...siteHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  },
  body: JSON.stringify(body),
});

/** Stored: the id to the script, or Post/Redirect/Get to the confirmation page (a reload sends nothing). */
export function sentAnswer(audience: Audience, id: string): FormPostResponse {
  if (audience.json) return json(200, { ok: true, id });
  return {
    status: 303,
    headers: { ...siteHeaders, Location: jobApplicationPaths.sent, 'Cache-Control': 'no-store' },
    body: '',
  };
}

/** What to fix, the file to choose again (a browser cannot keep it), and the way back. */
export function problemsAnswer(
  audience: Audience,
  status: number,
  problems: readonly ApplicationProblem[],
  chosenFile: string | undefined,
): FormPostResponse {
  if (audience.json) return json(status, { ok: false, problems });
  const items = problems.map((problem) => `<li>${escapeHtml(problem.message)}</li>`).join('\n');
  const file = chosenFile === undefined ? '' : `\n${paragraph(copy.chosenFile(chosenFile))}`;
  const body = `${paragraph(copy.invalid.lead)}\n<ul>\n${items}\n</ul>${file}\n${paragraph(copy.backHint)}\n${backLink(audience.formPath)}`;
  return html(status, renderPage(copy.invalid.title, body));
}

const backLink = (path: string) => `<p><a href="${escapeHtml(path)}">${escapeHtml(copy.backLink)}</a></p>`;

/** Nothing was stored: the reason, a code for the script, and the way back or to the roles. */
export function notSentAnswer(
  audience: Audience,
  status: number,
  code: string,
  reason: string,
  extra: Record<string, string> = {},
): FormPostResponse {
  if (audience.json) return json(status, { ok: false, error: { code, message: reason } }, extra);
  const next =
    status === 403
      ? `<p><a href="${copy.rolesLink.href}">${escapeHtml(copy.rolesLink.label)}</a></p>`
      : `${paragraph(copy.backHint)}\n${backLink(audience.formPath)}`;
  return html(status, renderPage(copy.notSent, `${paragraph(reason)}\n${next}`), extra);
}

/** The page the post came from, when the Referer names one of the site's own: else the roles. */
export function formPathOf(headers: Headers): string {
  const referer = header(headers, 'referer');
  const host = (header(headers, 'x-forwarded-host') ?? header(headers, 'host'))?.split(',')[0]?.trim();
  try {
    const url = new URL(referer ?? '');
    if (url.host === host && /^\/(jobs|careers)(\/|$)/.test(url.pathname)) return url.pathname;
  } catch {
    // No usable Referer: the list of roles is the way back.
  }
  return copy.rolesLink.href;
}
