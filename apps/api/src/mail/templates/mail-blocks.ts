import { escapeHtml } from '../../lib/html-escape.ts';
import { mailBrand as brand } from '../brand.ts';

/** One row of a label–value table; `href` makes the value a link (a mailto: for an address). */
export interface MailField {
  label: string;
  value: string;
  href?: string;
}

/**
 * A piece of a mail's body; every string in it is plain text, escaped for the HTML part.
 * A string is a paragraph.
 */
export type MailBlock =
  | string
  /** Label–value rows (an enquiry's fields), under an optional bold title. */
  | { kind: 'fields'; title?: string; rows: MailField[] }
  /** Text kept as typed, line breaks included (a visitor's description). */
  | { kind: 'verbatim'; heading: string; text: string }
  /** Small, muted lines (times, references). */
  | { kind: 'small-print'; lines: string[] };

export function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  switch (block.kind) {
    case 'fields': {
      const rows = block.rows.map(({ label, value }) => `${label}: ${value}`);
      return (block.title === undefined ? rows : [block.title, ...rows]).join('\n');
    }
    case 'verbatim':
      return `${block.heading}:\n${block.text}`;
    case 'small-print':
      return block.lines.join('\n');
  }
}

const paragraphStyle = `margin:0 0 16px;font-size:16px;line-height:24px;color:${brand.text}`;
const headingStyle = `margin:0 0 8px;font-size:15px;font-weight:bold;color:${brand.text}`;
const cellStyle = `padding:8px 12px;border-bottom:1px solid #d9dee5;vertical-align:top;font-size:15px;line-height:22px;color:${brand.text}`;

export function paragraphHtml(text: string): string {
  return `<p style="${paragraphStyle}">${escapeHtml(text)}</p>`;
}

function fieldRowHtml({ label, value, href }: MailField): string {
  const shown = href === undefined ? escapeHtml(value) : `<a href="${escapeHtml(href)}" style="color:${brand.primary}">${escapeHtml(value)}</a>`;
  return `<tr><th scope="row" align="left" style="${cellStyle};width:35%;font-weight:bold">${escapeHtml(label)}</th><td style="${cellStyle}">${shown}</td></tr>`;
}

export function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return paragraphHtml(block);
  switch (block.kind) {
    case 'fields': {
      const title = block.title === undefined ? '' : `<p style="${headingStyle}">${escapeHtml(block.title)}</p>\n`;
      const table = `<table cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:0 0 16px">\n${block.rows.map(fieldRowHtml).join('\n')}\n</table>`;
      return title + table;
    }
    case 'verbatim':
      return [
        `<p style="${headingStyle}">${escapeHtml(block.heading)}</p>`,
        `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:${brand.text};white-space:pre-wrap">${escapeHtml(block.text)}</p>`,
      ].join('\n');
    case 'small-print':
      return `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${brand.textMuted}">${block.lines.map(escapeHtml).join('<br>')}</p>`;
  }
}
