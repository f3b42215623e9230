/**
 * A small reader for the RFC 5322 messages nodemailer writes, so tests can check what a mail client
 * would really see: unfolded headers and the decoded text and HTML parts. Test support only.
 */
export interface ParsedEml {
  /** Header values by lower-case name, unfolded, in order. */
  headers: Record<string, string[]>;
  text: string | undefined;
  html: string | undefined;
}

function splitHeadAndBody(raw: string): [string, string] {
  const end = raw.indexOf('\r\n\r\n');
  return end < 0 ? [raw, ''] : [raw.slice(0, end), raw.slice(end + 4)];
}

function parseHeaders(head: string): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  // A line that starts with whitespace continues the previous header (folding).
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  // Percent-encode the bytes so decodeURIComponent turns them back into UTF-8 text.
  const percentEncoded = body
    .replace(/%/g, '%25')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, '%$1');
  return decodeURIComponent(percentEncoded);
}

function collectParts(raw: string, found: ParsedEml): void {
  const [head, body] = splitHeadAndBody(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type']?.[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1))
      collectParts(part.replace(/^\r\n/, ''), found);
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']?.[0]?.toLowerCase());
  if (type.startsWith('text/html')) found.html = decoded;
  else if (type.startsWith('text/plain')) found.text = decoded;
}

export function parseEml(raw: string | Buffer): ParsedEml {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  const parsed: ParsedEml = {
    headers: parseHeaders(splitHeadAndBody(text)[0]),
    text: undefined,
    html: undefined,
  };
  collectParts(text, parsed);
  return parsed;
}
