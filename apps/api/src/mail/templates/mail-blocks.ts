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
