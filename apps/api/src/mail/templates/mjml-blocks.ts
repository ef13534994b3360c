import { escapeHtml } from '../../lib/html-escape.ts';
import { mailBrand as brand } from '../brand.ts';
import type { MailBlock, MailField } from './mail-blocks.ts';

// The MJML of each kind of block (mail-blocks.ts). Every string is plain text, escaped
// here: mj-text and mj-table hold HTML, and nothing a user typed may become markup.

const muted = `color="${brand.textMuted}" font-size="13px" line-height="20px"`;

export function paragraphMjml(text: string): string {
  return `<mj-text>${escapeHtml(text)}</mj-text>`;
}

function fieldRow({ label, value, href }: MailField): string {
  const cell = `padding:8px 12px;border-bottom:1px solid ${brand.divider};vertical-align:top`;
  const shown = href === undefined ? escapeHtml(value) : `<a href="${escapeHtml(href)}" style="color:${brand.primary}">${escapeHtml(value)}</a>`;
  return `<tr><th scope="row" align="left" style="${cell};width:35%">${escapeHtml(label)}</th><td style="${cell}">${shown}</td></tr>`;
}

function headingMjml(text: string): string {
  return `<mj-text font-weight="bold" font-size="15px" padding="0 0 8px">${escapeHtml(text)}</mj-text>`;
}

export function blockMjml(block: MailBlock): string {
  if (typeof block === 'string') return paragraphMjml(block);
  switch (block.kind) {
    case 'fields':
      return [
        block.title === undefined ? '' : headingMjml(block.title),
        `<mj-table font-size="15px" line-height="22px" padding="0 0 16px">${block.rows.map(fieldRow).join('')}</mj-table>`,
      ].join('');
    case 'verbatim':
      return `${headingMjml(block.heading)}<mj-text font-size="15px" line-height="22px"><div style="white-space:pre-wrap">${escapeHtml(block.text)}</div></mj-text>`;
    case 'small-print':
      return `<mj-text ${muted}>${block.lines.map(escapeHtml).join('<br>')}</mj-text>`;
  }
}

/** The one thing to do: a button, and the link written out under it for clients that hide buttons. */
export function actionMjml({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(url);
  return [
    `<mj-button href="${href}" background-color="${brand.primary}" color="${brand.onPrimary}" font-size="16px" font-weight="bold" border-radius="4px" inner-padding="12px 24px" align="left" padding="8px 0 16px">${escapeHtml(label)}</mj-button>`,
    `<mj-text ${muted}>If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:${brand.primary};word-break:break-all">${href}</a></mj-text>`,
  ].join('');
}
