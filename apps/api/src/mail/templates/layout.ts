import { escapeHtml } from '../../lib/html-escape.ts';
import { mailBrand as brand } from '../brand.ts';
import { blockHtml, blockText, paragraphHtml, type MailBlock } from './mail-blocks.ts';

export type { MailBlock, MailField } from './mail-blocks.ts';

/** The words of one mail; every string is plain text and gets escaped for the HTML part. */
export interface MailContent {
  /** First line, e.g. "Hello Priya,"; notices to our own staff have none. */
  greeting?: string;
  body: MailBlock[];
  /** The one thing to do, drawn as a button (and a plain link under it). */
  action?: { label: string; url: string };
  /** Paragraphs after the button: expiry, "if this was not you". */
  closing?: string[];
  /** The site, linked in the footer. */
  siteUrl: string;
}

export interface RenderedMail {
  text: string;
  html: string;
}

/** Renders a mail in the site's look, as an HTML part and an equivalent text part. */
export function renderMail(content: MailContent): RenderedMail {
  return { text: renderText(content), html: renderHtml(content) };
}

function renderText({ greeting, body, action, closing = [], siteUrl }: MailContent): string {
  const blocks = [brand.name, ...(greeting === undefined ? [] : [greeting]), ...body.map(blockText)];
  if (action !== undefined) blocks.push(`${action.label}:\n${action.url}`);
  blocks.push(...closing, `--\n${brand.company}\n${siteUrl}`);
  return `${blocks.join('\n\n')}\n`;
}

function button({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(url);
  return [
    `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:4px;`,
    `background:${brand.primary};color:${brand.onPrimary};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${brand.textMuted}">`,
    `If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:${brand.primary};word-break:break-all">${href}</a></p>`,
  ].join('');
}

function renderHtml({ greeting, body, action, closing = [], siteUrl }: MailContent): string {
  const content = [
    ...(greeting === undefined ? [] : [paragraphHtml(greeting)]),
    ...body.map(blockHtml),
    action === undefined ? '' : button(action),
    ...closing.map(paragraphHtml),
  ].join('\n');
  const site = escapeHtml(siteUrl);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${brand.name}</title></head>
<body style="margin:0;padding:0;background:${brand.surface};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brand.surface}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">
<tr><td style="background:${brand.primary};padding:16px 24px;color:${brand.onPrimary};font-size:24px;font-weight:bold;letter-spacing:1px">${brand.name}</td></tr>
<tr><td style="padding:24px">
${content}
</td></tr>
<tr><td style="background:${brand.footerBackground};padding:16px 24px;color:${brand.footerText};font-size:13px;line-height:20px">${escapeHtml(brand.company)}<br><a href="${site}" style="color:${brand.onPrimary}">${site}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
