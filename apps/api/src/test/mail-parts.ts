/** One MIME part (or a whole single-part message): its headers and decoded text. */
export interface MailPart {
  /** Header names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  contentType: string;
  /** The body with its transfer encoding undone (quoted-printable, base64), as UTF-8. */
  body: string;
}

/** A received message split into its headers and its leaf text parts (text/plain, text/html). */
export interface ParsedMail {
  headers: Record<string, string>;
  parts: MailPart[];
  /** The first part of this content type, e.g. `text/html`. */
  part(type: string): MailPart | undefined;
}

function splitHead(raw: string): [head: string, body: string] {
  const index = raw.search(/\r?\n\r?\n/);
  if (index < 0) return [raw, ''];
  const separator = /\r?\n\r?\n/.exec(raw.slice(index))![0];
  return [raw.slice(0, index), raw.slice(index + separator.length)];
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The decoded body with SMTP's CRLF line ends turned back into \n. */
function decodeBody(body: string, encoding: string | undefined): string {
  return decodeTransfer(body, encoding).replace(/\r\n/g, '\n');
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
      // Re-encode literal non-ASCII first, so decodeURIComponent sees only escapes and ASCII.
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function leafParts(raw: string): MailPart[] {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || boundary === undefined) {
    return [{ headers, contentType: contentType.split(';')[0]!.trim().toLowerCase(), body: decodeBody(body.replace(/\r?\n$/, ''), headers['content-transfer-encoding']) }];
  }
  const sections = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`));
  return sections.slice(1).filter((section) => section.trim() !== '').flatMap(leafParts);
}

/** Parses a message as an SMTP server received it (nodemailer's output: 7bit, QP or base64 parts). */
export function parseMail(raw: string): ParsedMail {
  const [head] = splitHead(raw);
  const parts = leafParts(raw);
  return { headers: parseHeaders(head), parts, part: (type) => parts.find((item) => item.contentType === type) };
}
