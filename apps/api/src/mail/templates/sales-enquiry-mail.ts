import type { SalesEnquiryRequest } from '@wtm/contract';
import { mailtoHref, NOT_GIVEN, receivedText, singleLine } from './enquiry-text.ts';
import { renderMail, type MailField, type RenderedMail } from './layout.ts';

export interface SalesEnquiryMailInput {
  enquiry: SalesEnquiryRequest;
  /** The stored enquiry's id, quoted so sales can find the row. */
  reference: string;
  receivedAt: number;
  siteUrl: string;
}

export type SalesEnquiryMail = RenderedMail & { subject: string };

/** "Sales enquiry: WTM Salesgrow CRM from Vikram Rao", at most 200 characters. */
export function salesEnquirySubject(enquiry: Pick<SalesEnquiryRequest, 'enquiryFor' | 'firstName'>): string {
  return singleLine(`Sales enquiry: ${enquiry.enquiryFor} from ${enquiry.firstName}`).slice(0, 200);
}

/** The fields in the order sales reads them; every value is what the visitor typed. */
function fieldsOf(enquiry: SalesEnquiryRequest): MailField[] {
  return [
    { label: 'Product', value: enquiry.enquiryFor },
    { label: 'Name', value: singleLine(enquiry.firstName) },
    { label: 'Company', value: singleLine(enquiry.company ?? '') || NOT_GIVEN },
    { label: 'Email', value: enquiry.email, href: mailtoHref(enquiry.email) },
    { label: 'Phone/Mobile number', value: singleLine(enquiry.phoneNo) },
  ];
}

/**
 * The notice to the sales inbox, in the site's mail layout: every field, the
 * description as typed, escaped in the HTML part. Reply-To (set by the caller) is the
 * enquirer, so sales answers with a plain Reply.
 */
export async function salesEnquiryMail({ enquiry, reference, receivedAt, siteUrl }: SalesEnquiryMailInput): Promise<SalesEnquiryMail> {
  const comment = enquiry.comment !== undefined && enquiry.comment !== '' ? enquiry.comment : NOT_GIVEN;
  return {
    subject: salesEnquirySubject(enquiry),
    ...(await renderMail({
      preview: `${enquiry.enquiryFor}: ${singleLine(enquiry.firstName)}`,
      body: [
        'New sales enquiry from the website. Reply to this mail to answer the customer directly.',
        { kind: 'fields', rows: fieldsOf(enquiry) },
        { kind: 'verbatim', heading: 'Description', text: comment },
        { kind: 'small-print', lines: [`Received: ${receivedText(receivedAt)}`, `Reference: ${reference}`] },
      ],
      siteUrl,
    })),
  };
}
