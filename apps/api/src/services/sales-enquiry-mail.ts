import type { SalesEnquiryRequest } from '@wtm/contract';
import { escapeHtml } from '../lib/html-escape.ts';
import { mailBrand as brand } from '../mail/brand.ts';

export interface SalesEnquiryMailInput {
  enquiry: SalesEnquiryRequest;
  /** The stored enquiry's id, quoted so sales can find the row. */
  reference: string;
  receivedAt: number;
  siteUrl: string;
}

export interface SalesEnquiryMail {
  subject: string;
  text: string;
  html: string;
}

const NOT_GIVEN = '(not given)';

/**
 * One line of text: control characters and line breaks become spaces. A subject with a
 * line break could otherwise start a new header; nodemailer also encodes it, this is
 * the belt to those braces. Single-line fields cannot fake extra lines in the notice.
 */
export function singleLine(value: string): string {
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

/** "Sales enquiry: WTM Salesgrow CRM from Vikram Rao", at most 200 characters. */
export function salesEnquirySubject(enquiry: Pick<SalesEnquiryRequest, 'enquiryFor' | 'firstName'>): string {
  return singleLine(`Sales enquiry: ${enquiry.enquiryFor} from ${enquiry.firstName}`).slice(0, 200);
}

function receivedText(at: number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The fields in the order sales reads them; every value is what the visitor typed. */
function fieldsOf(enquiry: SalesEnquiryRequest): Array<[label: string, value: string]> {
  return [
    ['Product', enquiry.enquiryFor],
    ['Name', singleLine(enquiry.firstName)],
    ['Company', singleLine(enquiry.company ?? '') || NOT_GIVEN],
    ['Email', enquiry.email],
    ['Phone/Mobile number', singleLine(enquiry.phoneNo)],
  ];
}

/**
 * The notice to the sales inbox (issue 5): a text part and an HTML part with every field,
 * each HTML-escaped. Reply-To (set by the caller) is the enquirer, so sales answers with
 * a plain Reply.
 */
export function salesEnquiryMail({ enquiry, reference, receivedAt, siteUrl }: SalesEnquiryMailInput): SalesEnquiryMail {
  const fields = fieldsOf(enquiry);
  const comment = enquiry.comment !== undefined && enquiry.comment !== '' ? enquiry.comment : NOT_GIVEN;
  const footer = [`Received: ${receivedText(receivedAt)}`, `Reference: ${reference}`];
  const text = [
    brand.name,
    'New sales enquiry from the website. Reply to this mail to answer the customer directly.',
    fields.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `Description:\n${comment}`,
    footer.join('\n'),
    `--\n${brand.company}\n${siteUrl}`,
  ].join('\n\n');
  return { subject: salesEnquirySubject(enquiry), text: `${text}\n`, html: renderHtml(enquiry, fields, comment, footer, siteUrl) };
}

const cell = `padding:8px 12px;border-bottom:1px solid #d9dee5;vertical-align:top;font-size:15px;line-height:22px;color:${brand.text}`;

function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

function renderHtml(enquiry: SalesEnquiryRequest, fields: Array<[string, string]>, comment: string, footer: string[], siteUrl: string): string {
  const rows = fields
    .map(([label, value]) => {
      const shown = label === 'Email' ? `<a href="${escapeHtml(mailtoHref(value))}" style="color:${brand.primary}">${escapeHtml(value)}</a>` : escapeHtml(value);
      return `<tr><th scope="row" align="left" style="${cell};width:35%;font-weight:bold">${escapeHtml(label)}</th><td style="${cell}">${shown}</td></tr>`;
    })
    .join('\n');
  const site = escapeHtml(siteUrl);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(salesEnquirySubject(enquiry))}</title></head>
<body style="margin:0;padding:0;background:${brand.surface};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brand.surface}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">
<tr><td style="background:${brand.primary};padding:16px 24px;color:${brand.onPrimary};font-size:24px;font-weight:bold;letter-spacing:1px">${brand.name}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${brand.text}">New sales enquiry from the website. Reply to this mail to answer the customer directly.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:0 0 16px">
${rows}
</table>
<p style="margin:0 0 8px;font-size:15px;font-weight:bold;color:${brand.text}">Description</p>
<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:${brand.text};white-space:pre-wrap">${escapeHtml(comment)}</p>
<p style="margin:0;font-size:13px;line-height:20px;color:${brand.textMuted}">${footer.map(escapeHtml).join('<br>')}</p>
</td></tr>
<tr><td style="background:${brand.footerBackground};padding:16px 24px;color:${brand.footerText};font-size:13px;line-height:20px">${escapeHtml(brand.company)}<br><a href="${site}" style="color:${brand.onPrimary}">${site}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
