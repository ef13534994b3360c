import { mailtoHref, NOT_GIVEN, receivedText, singleLine } from './enquiry-text.ts';
import { renderMail, type MailBlock, type RenderedMail } from './layout.ts';

/** Enquiries listed one by one in a digest; past this, the mail says how many more and how to list them. */
export const DIGEST_LISTED_AT_MOST = 200;
const FIRST_LINE_AT_MOST = 200;

/** One stored enquiry, every field as the visitor typed it. */
export interface DigestEnquiry {
  id: string;
  firstName: string;
  enquiryFor: string;
  company: string;
  email: string;
  phoneNo: string;
  comment: string;
  createdAt: number;
}

export interface SalesDigestMailInput {
  digestId: string;
  /** How many enquiries the digest holds. */
  total: number;
  /** The first of them (at most DIGEST_LISTED_AT_MOST), oldest first. */
  listed: DigestEnquiry[];
  /** The notice cap that held them back: `limit` notices per `minutes`. */
  cap: { limit: number; minutes: number };
  siteUrl: string;
}

/** The first line of the description that has text, cut at 200 characters; `…` when more follows. */
export function firstLineOf(comment: string): string {
  const lines = comment
    .split(/\r\n|\r|\n/)
    .map(singleLine)
    .filter((line) => line !== '');
  const first = lines[0];
  if (first === undefined) return NOT_GIVEN;
  if (first.length > FIRST_LINE_AT_MOST) return `${first.slice(0, FIRST_LINE_AT_MOST)}…`;
  return lines.length > 1 ? `${first} …` : first;
}

function enquiryBlock(enquiry: DigestEnquiry, position: number, total: number): MailBlock {
  return {
    kind: 'fields',
    title: `Enquiry ${position} of ${total}`,
    rows: [
      { label: 'Name', value: singleLine(enquiry.firstName) },
      { label: 'Company', value: singleLine(enquiry.company) || NOT_GIVEN },
      { label: 'Email', value: enquiry.email, href: mailtoHref(enquiry.email) },
      { label: 'Phone/Mobile number', value: singleLine(enquiry.phoneNo) },
      { label: 'Product', value: enquiry.enquiryFor },
      { label: 'Description', value: firstLineOf(enquiry.comment) },
      { label: 'Received', value: receivedText(enquiry.createdAt) },
      { label: 'Reference', value: enquiry.id },
    ],
  };
}

const enquiries = (count: number) => (count === 1 ? '1 enquiry' : `${count} enquiries`);

/**
 * The digest to the sales inbox (issue 26): the enquiries a flood brought in past the
 * individual-notice cap, in one mail, every visitor value escaped by the layout. No
 * Reply-To: each enquirer is listed with a mailto link.
 */
export async function salesDigestMail({ digestId, total, listed, cap, siteUrl }: SalesDigestMailInput): Promise<RenderedMail & { subject: string }> {
  const rest = total - listed.length;
  const body: MailBlock[] = [
    `More than ${cap.limit} enquiries came in within ${cap.minutes} minutes, so individual notices were paused: ${enquiries(total)} in this one mail instead. Every enquiry is stored. A flood like this is often automated: check an enquiry before you answer it by writing to its address.`,
    ...listed.map((enquiry, index) => enquiryBlock(enquiry, index + 1, total)),
  ];
  if (rest > 0) {
    body.push(
      `…and ${rest} more, not listed here. All ${total} are stored in the portal's database; your administrator can list them with the query below.`,
      { kind: 'verbatim', heading: 'Query', text: `select * from sales_enquiries where digest_id = '${digestId}' order by created_at, id;` },
    );
  }
  body.push({ kind: 'small-print', lines: [`Digest: ${digestId}`] });
  return {
    subject: `Sales enquiry digest: ${enquiries(total)} from the website`,
    ...(await renderMail({ preview: `${enquiries(total)} held during a flood of enquiries`, body, siteUrl })),
  };
}
