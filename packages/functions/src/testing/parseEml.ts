import PostalMime from 'postal-mime';

/**
 * What a mail client would see of a message nodemailer wrote: postal-mime unfolds the headers and
 * decodes the text and HTML parts. Test support only.
 */
export interface ParsedEml {
  /** Header values by lower-case name, unfolded, in order. */
  headers: Record<string, string[]>;
  text: string | undefined;
  html: string | undefined;
}

export async function parseEml(raw: string | Buffer): Promise<ParsedEml> {
  const email = await PostalMime.parse(raw);
  const headers: Record<string, string[]> = {};
  for (const { key, value } of email.headers) (headers[key] ??= []).push(value);
  return { headers, text: email.text, html: email.html };
}
