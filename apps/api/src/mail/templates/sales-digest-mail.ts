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

/** One held webinar sign-up. */
export interface DigestRegistration {
  id: string;
  name: string;
  company: string;
  email: string;
  eventSlug: string;
  createdAt: number;
}

export interface SalesDigestMailInput {
  digestId: string;
  /** How many enquiries the digest holds. */
  total: number;
  /** The first of them (at most DIGEST_LISTED_AT_MOST), oldest first. */
  listed: DigestEnquiry[];
  /** Webinar sign-ups held back by the same cap; none when left out. */
  registrations?: { total: number; listed: DigestRegistration[] };
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

function registrationBlock(registration: DigestRegistration, position: number, total: number): MailBlock {
  return {
    kind: 'fields',
    title: `Webinar sign-up ${position} of ${total}`,
    rows: [
      { label: 'Name', value: singleLine(registration.name) },
      { label: 'Company', value: singleLine(registration.company) || NOT_GIVEN },
      { label: 'Email', value: registration.email, href: mailtoHref(registration.email) },
      { label: 'Webinar', value: registration.eventSlug },
      { label: 'Received', value: receivedText(registration.createdAt) },
      { label: 'Reference', value: registration.id },
    ],
  };
}

const enquiries = (count: number) => (count === 1 ? '1 enquiry' : `${count} enquiries`);
const signUps = (count: number) => (count === 1 ? '1 webinar sign-up' : `${count} webinar sign-ups`);

/** What the digest holds: `2 enquiries`, `3 webinar sign-ups`, or both. */
function contentsOf(total: number, registrations: number): string {
  if (registrations === 0) return enquiries(total);
  if (total === 0) return signUps(registrations);
  return `${enquiries(total)} and ${signUps(registrations)}`;
}

/** Past the listed ones: how many more, and the query that lists them all. */
function unlistedBlocks(rest: number, total: number, query: string): MailBlock[] {
  if (rest <= 0) return [];
  return [
    `…and ${rest} more, not listed here. All ${total} are stored in the portal's database; your administrator can list them with the query below.`,
    { kind: 'verbatim', heading: 'Query', text: query },
  ];
}

/**
 * The digest to the sales inbox: the enquiries a flood brought in past the
 * individual-notice cap, in one mail, every visitor value escaped by the layout. No
 * Reply-To: each enquirer is listed with a mailto link.
 */
export async function salesDigestMail({ digestId, total, listed, registrations = { total: 0, listed: [] }, cap, siteUrl }: SalesDigestMailInput): Promise<RenderedMail & { subject: string }> {
  const contents = contentsOf(total, registrations.total);
  const body: MailBlock[] = [
    `More than ${cap.limit} notices would have gone out within ${cap.minutes} minutes, so individual notices were paused: ${contents} in this one mail instead. Every one is stored. A flood like this is often automated: check a lead before you answer it by writing to its address.`,
    ...listed.map((enquiry, index) => enquiryBlock(enquiry, index + 1, total)),
    ...unlistedBlocks(total - listed.length, total, `select * from sales_enquiries where digest_id = '${digestId}' order by created_at, id;`),
    ...registrations.listed.map((registration, index) => registrationBlock(registration, index + 1, registrations.total)),
    ...unlistedBlocks(registrations.total - registrations.listed.length, registrations.total, `select * from webinar_registrations where digest_id = '${digestId}' order by created_at, id;`),
  ];
  body.push({ kind: 'small-print', lines: [`Digest: ${digestId}`] });
  const what = registrations.total === 0 ? 'Sales enquiry digest' : 'Sales digest';
  return {
    subject: `${what}: ${contents} from the website`,
    ...(await renderMail({ preview: `${contents} held during a flood`, body, siteUrl })),
  };
}
