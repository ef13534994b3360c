import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/schema.ts';
import type { Outbox } from '../../mail/outbox.service.ts';
import { DIGEST_LISTED_AT_MOST, salesDigestMail, type DigestEnquiry, type DigestRegistration } from '../../mail/templates/sales-digest-mail.ts';
import { claimEnquiriesForDigest, hasEnquiriesDueForDigest, listDigestEnquiries, type SalesEnquiryRow } from '../../repositories/sales-enquiries.repository.ts';
import {
  claimRegistrationsForDigest,
  hasRegistrationsDueForDigest,
  listDigestRegistrations,
  type WebinarRegistrationRow,
} from '../../repositories/webinar-registrations.repository.ts';
import { salesNoticeRule } from '../leads/sales-notices.ts';

export interface SalesDigestDeps {
  db: Executor;
  outbox: Outbox;
  /** SALES_EMAIL. */
  salesEmail: string;
  /** PUBLIC_URL, quoted in the digest's footer. */
  publicUrl: string;
  now?: () => number;
}

/** The idempotency key (and Message-ID) of a digest's mail. */
export const digestKey = (digestId: string) => `sales-digest.${digestId}`;

const digestEnquiry = (row: SalesEnquiryRow): DigestEnquiry => ({
  id: row.id,
  firstName: row.first_name,
  enquiryFor: row.enquiry_for,
  company: row.company,
  email: row.email,
  phoneNo: row.phone_no,
  comment: row.comment,
  createdAt: row.created_at,
});

const digestRegistration = (row: WebinarRegistrationRow): DigestRegistration => ({
  id: row.id,
  name: row.name,
  company: row.company,
  email: row.email,
  eventSlug: row.event_slug,
  createdAt: row.created_at,
});

/**
 * Queues one digest of every held enquiry and webinar sign-up whose notice window has ended, claiming them
 * and queueing the mail in one transaction (a failure leaves them held for the next
 * try). The mail worker runs it at the start of each pass. Undefined when none is due.
 */
export async function queueDueSalesDigest({ db, outbox, salesEmail, publicUrl, now = Date.now }: SalesDigestDeps): Promise<{ digestId: string; count: number } | undefined> {
  const at = now();
  if (!(await hasEnquiriesDueForDigest(db, at)) && !(await hasRegistrationsDueForDigest(db, at))) return undefined;
  const digestId = randomUUID();
  return db.transaction().execute(async (trx) => {
    const enquiries = await claimEnquiriesForDigest(trx, digestId, at);
    const registrations = await claimRegistrationsForDigest(trx, digestId, at);
    const count = enquiries + registrations;
    if (count === 0) return undefined; // another instance claimed them first
    const listed = (await listDigestEnquiries(trx, digestId, DIGEST_LISTED_AT_MOST)).map(digestEnquiry);
    const listedRegistrations = (await listDigestRegistrations(trx, digestId, DIGEST_LISTED_AT_MOST)).map(digestRegistration);
    const mail = await salesDigestMail({
      digestId,
      total: enquiries,
      listed,
      registrations: { total: registrations, listed: listedRegistrations },
      cap: { limit: salesNoticeRule.limit, minutes: salesNoticeRule.windowMs / 60_000 },
      siteUrl: publicUrl,
    });
    await outbox.queueMail(trx, { kind: 'sales-digest', to: salesEmail, ...mail, idempotencyKey: digestKey(digestId) });
    return { digestId, count };
  });
}
