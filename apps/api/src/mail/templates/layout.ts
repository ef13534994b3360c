import mjml2html from 'mjml';
import { vendorContact } from '@wtm/contract';
import { escapeHtml } from '../../lib/html-escape.ts';
import { contactLines, mailBrand as brand } from '../brand.ts';
import { mailLogo } from '../logo.ts';
import { blockText, type MailBlock } from './mail-blocks.ts';
import { actionMjml, blockMjml, paragraphMjml } from './mjml-blocks.ts';

export type { MailBlock, MailField } from './mail-blocks.ts';

/** The words of one mail; every string is plain text and gets escaped for the HTML part. */
export interface MailContent {
  /** The line inbox lists show after the subject. */
  preview: string;
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

/**
 * Renders a mail in the vendor's look (docs/decisions/0031): one MJML layout
 * (logo header, content, the contact line in the footer) compiled to the HTML part, and
 * the same blocks as the text part.
 */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  return { text: renderText(content), html: await renderHtml(content) };
}

function renderText({ greeting, body, action, closing = [], siteUrl }: MailContent): string {
  const blocks = [brand.name, ...(greeting === undefined ? [] : [greeting]), ...body.map(blockText)];
  if (action !== undefined) blocks.push(`${action.label}:\n${action.url}`);
  blocks.push(...closing, `--\n${[...contactLines(), `${vendorContact.website.label} · ${siteUrl}`].join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

function footerMjml(siteUrl: string): string {
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:${brand.onPrimary}">${escapeHtml(label)}</a>`;
  const social = vendorContact.social.map((item) => link(item.href, item.label)).join(' · ');
  const lines = [...contactLines().map(escapeHtml), `${link(vendorContact.website.href, vendorContact.website.label)} · ${link(siteUrl, siteUrl)}`, social];
  return `<mj-text color="${brand.footerText}" font-size="13px" line-height="20px" padding="0">${lines.join('<br>')}</mj-text>`;
}

/** The whole document; exported for the test that checks it compiles without a warning. */
export function layoutMjml({ preview, greeting, body, action, closing = [], siteUrl }: MailContent): string {
  const content = [
    ...(greeting === undefined ? [] : [paragraphMjml(greeting)]),
    ...body.map(blockMjml),
    action === undefined ? '' : actionMjml(action),
    ...closing.map(paragraphMjml),
  ].join('\n');
  return `<mjml lang="en">
<mj-head>
<mj-title>${escapeHtml(brand.name)}</mj-title>
<mj-preview>${escapeHtml(preview)}</mj-preview>
<mj-attributes>
<mj-all font-family="${brand.fontFamily}" />
<mj-text color="${brand.text}" font-size="16px" line-height="24px" padding="0 0 16px" />
<mj-table color="${brand.text}" />
</mj-attributes>
</mj-head>
<mj-body background-color="${brand.surface}" width="600px">
<mj-section background-color="#ffffff" border-bottom="4px solid ${brand.primary}" padding="16px 24px">
<mj-column><mj-image src="cid:${mailLogo.cid}" alt="${escapeHtml(brand.name)}" width="${mailLogo.width}px" align="left" padding="0" /></mj-column>
</mj-section>
<mj-section background-color="#ffffff" padding="24px">
<mj-column>
${content}
</mj-column>
</mj-section>
<mj-section background-color="${brand.footerBackground}" padding="16px 24px">
<mj-column>${footerMjml(siteUrl)}</mj-column>
</mj-section>
</mj-body>
</mjml>`;
}

async function renderHtml(content: MailContent): Promise<string> {
  // Strict: a template that MJML finds fault with fails loudly in tests, never ships half-drawn.
  const result = await mjml2html(layoutMjml(content), { validationLevel: 'strict', keepComments: false, ignoreIncludes: true });
  return result.html;
}
