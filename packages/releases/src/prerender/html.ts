// Small, exact helpers for writing and reading the markup this package produces.

const textEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Escapes text for an element's content or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => textEscapes[character]!);
}

/** Decodes the character references React and escapeHtml write (named and numeric). */
export function decodeHtml(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, reference: string) => {
    if (reference.startsWith('#x') || reference.startsWith('#X')) return String.fromCodePoint(Number.parseInt(reference.slice(2), 16));
    if (reference.startsWith('#')) return String.fromCodePoint(Number.parseInt(reference.slice(1), 10));
    return named[reference.toLowerCase()] ?? whole;
  });
}

/**
 * JSON for a `<script>` element's content: `<` escaped, so no value can close the
 * element (`</script>`) or open a comment; line and paragraph separators too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** What React put ahead of the app's markup, and the markup itself. */
export interface SplitRender {
  /** `<title>`, `<meta>` and `<link>` elements React hoists when it renders no `<html>`. */
  hoisted: string[];
  body: string;
}

const hoistedElement = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/**
 * Splits React's output for a root that is not a whole document: the elements pages
 * render into the head (PageMeta's title and meta tags, resource hints) come first.
 */
export function splitHoisted(html: string): SplitRender {
  const hoisted: string[] = [];
  let rest = html;
  for (let match = hoistedElement.exec(rest); match; match = hoistedElement.exec(rest)) {
    hoisted.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { hoisted, body: rest };
}

/** The value of `name` in one element's start tag, decoded; undefined when absent. */
export function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeHtml(match[1]!) : undefined;
}
