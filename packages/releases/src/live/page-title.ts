import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { escapeHtml } from '../prerender/html.ts';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

function findElement(parent: ParentNode, name: string): Element | undefined {
  for (const child of parent.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.tagName === name) return child;
    const found = findElement(child, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The document with `title` as its title: parsed as a browser parses it (parse5), the
 * title element's text replaced where the parser found it, or a title added after
 * `<meta charset>` (else at the start of the head). The rest of the document is kept as
 * it was written, byte for byte.
 */
export function withTitle(html: string, title: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const text = escapeHtml(title);
  const existing = findElement(document, 'title')?.sourceCodeLocation;
  if (existing?.startTag !== undefined && existing.endTag !== undefined) {
    return html.slice(0, existing.startTag.endOffset) + text + html.slice(existing.endTag.startOffset);
  }
  const head = findElement(document, 'head');
  const charset = head?.childNodes.find((node): node is Element => 'tagName' in node && node.tagName === 'meta' && node.attrs.some((attr) => attr.name === 'charset'));
  const at = charset?.sourceCodeLocation?.endOffset ?? head?.sourceCodeLocation?.startTag?.endOffset;
  return at === undefined ? html : `${html.slice(0, at)}<title>${text}</title>${html.slice(at)}`;
}
