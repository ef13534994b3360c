import { randomUUID } from 'node:crypto';
import type { SalesEnquiryRequest } from '@wtm/contract';
import { insertSalesEnquiry } from '../../repositories/sales-enquiries.repository.ts';
import { salesEnquiryMail } from '../../mail/templates/sales-enquiry-mail.ts';
import { pastLeadCeiling } from '../leads/lead-ceiling.ts';
import { admitLead, honeypotOf, type ChallengeRequired, type LeadServiceDeps } from '../leads/lead-intake.ts';
import { queueSalesNotice, salesNoticeDigestDue } from '../leads/sales-notices.ts';
import type { Throttled } from '../throttled.ts';
import { salesEnquiryRateRules } from './rules.ts';

/**
 * `received` for people and bots alike: the answer never says which it was, nor whether
 * the notice went out alone or waits for the digest (`held`).
 */
export type SalesEnquiryOutcome =
  | { kind: 'received'; id: string; spam: boolean; held: boolean; queued: boolean }
  | ChallengeRequired
  | Throttled;

export interface SalesEnquiryService {
  /**
   * Counts the enquiry against the per-address limits, then stores it and queues the
   * notice to the sales inbox in one transaction (an SMTP outage loses nothing). Past the
   * site-wide notice cap it is stored as held instead, for the window's digest. While
   * enquiries come in fast site-wide, one without a valid, unused solved challenge is
   * not stored (`challenge-required`): the visitor sends it again with one.
   */
  submit(input: SalesEnquiryRequest, client: { address: string; key: string }): Promise<SalesEnquiryOutcome>;
}

export function createSalesEnquiryService({ db, outbox, rateLimiter, challenges, wakeMailWorker, salesEmail, publicUrl, leadsPerHour, now = Date.now }: LeadServiceDeps): SalesEnquiryService {
  return {
    async submit(input, client) {
      const refused = await admitLead({ rateLimiter, challenges }, salesEnquiryRateRules, client.key, input.altcha);
      if (refused) return refused;

      const id = randomUUID();
      const createdAt = now();
      // A bot's enquiry is kept for review as spam, never sent to the sales inbox.
      const honeypot = honeypotOf(input);
      const spam = honeypot !== null;
      // Past the hourly ceiling of leads it is kept for an administrator, and nobody is mailed.
      const queued = !spam && (await pastLeadCeiling(rateLimiter, leadsPerHour));
      const digestDueAt = spam || queued ? null : await salesNoticeDigestDue(rateLimiter);
      const notice = spam || queued || digestDueAt !== null ? undefined : await salesEnquiryMail({ enquiry: input, reference: id, receivedAt: createdAt, siteUrl: publicUrl });
      await db.transaction().execute(async (trx) => {
        await insertSalesEnquiry(trx, {
          id,
          first_name: input.firstName,
          enquiry_for: input.enquiryFor,
          company: input.company ?? '',
          email: input.email,
          phone_no: input.phoneNo,
          comment: input.comment ?? '',
          status: spam ? 'spam' : 'received',
          held_at: queued ? createdAt : null,
          honeypot,
          client_address: client.address,
          created_at: createdAt,
          digest_due_at: digestDueAt,
        });
        if (notice === undefined) return;
        await queueSalesNotice(outbox, trx, { kind: 'sales-enquiry', ...notice, leadId: id, salesEmail, replyTo: input.email });
      });
      const held = digestDueAt !== null;
      if (notice !== undefined) wakeMailWorker();
      return { kind: 'received', id, spam, held, queued };
    },
  };
}
