import { randomUUID } from 'node:crypto';
import type { SalesEnquiryRequest } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import type { Outbox } from '../../mail/outbox.service.ts';
import { insertSalesEnquiry } from '../../repositories/sales-enquiries.repository.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import { salesEnquiryMail } from '../../mail/templates/sales-enquiry-mail.ts';
import type { ChallengeCheck, ChallengeService } from '../challenges/challenge.service.ts';
import { enquiryChallengeRule, salesEnquiryRateRules as rules, salesNoticeRule, SITE_WIDE } from './rules.ts';
import { checkLimits, type Throttled } from '../throttled.ts';

/**
 * `received` for people and bots alike: the answer never says which it was, nor whether
 * the notice went out alone or waits for the digest (`held`).
 */
export type SalesEnquiryOutcome =
  | { kind: 'received'; id: string; spam: boolean; held: boolean }
  | { kind: 'challenge-required'; reason: Exclude<ChallengeCheck, 'accepted'> }
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

export interface SalesEnquiryDeps {
  db: Executor;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  challenges: ChallengeService;
  /** Called after the commit, so the worker delivers the notice at once. */
  wakeMailWorker: () => void;
  /** SALES_EMAIL. */
  salesEmail: string;
  /** PUBLIC_URL, quoted in the notice's footer. */
  publicUrl: string;
  now?: () => number;
}

/** The idempotency key (and Message-ID) of an enquiry's notice: one notice per enquiry. */
export const noticeKey = (enquiryId: string) => `sales-enquiry.${enquiryId}`;

export function createSalesEnquiryService({ db, outbox, rateLimiter, challenges, wakeMailWorker, salesEmail, publicUrl, now = Date.now }: SalesEnquiryDeps): SalesEnquiryService {
  return {
    async submit(input, client) {
      const throttled = await checkLimits(rateLimiter, [
        [rules.perAddressBurst, client.key],
        [rules.perAddressDaily, client.key],
      ]);
      if (throttled) return throttled;
      // Every valid enquiry counts, honeypot ones too, so a bot learns nothing from it.
      const siteWide = await rateLimiter.hit(enquiryChallengeRule, SITE_WIDE);
      if (!siteWide.allowed) {
        const check = await challenges.redeem(input.altcha);
        if (check !== 'accepted') return { kind: 'challenge-required', reason: check };
      }

      const id = randomUUID();
      const createdAt = now();
      // The honeypot (decision 0010): kept for review as spam, never sent to the sales inbox.
      const honeypot = input.website?.trim() ? input.website : null;
      const spam = honeypot !== null;
      // Counted outside the transaction, like the limits above: one busy row, held briefly.
      const noticeSlot = spam ? undefined : await rateLimiter.hit(salesNoticeRule, SITE_WIDE);
      const digestDueAt = noticeSlot === undefined || noticeSlot.allowed ? null : noticeSlot.resetsAt;
      const notice = spam || digestDueAt !== null ? undefined : await salesEnquiryMail({ enquiry: input, reference: id, receivedAt: createdAt, siteUrl: publicUrl });
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
          honeypot,
          client_address: client.address,
          created_at: createdAt,
          digest_due_at: digestDueAt,
        });
        if (notice === undefined) return;
        await outbox.queueMail(trx, { kind: 'sales-enquiry', to: salesEmail, ...notice, idempotencyKey: noticeKey(id), replyTo: input.email });
      });
      const held = digestDueAt !== null;
      if (!spam && !held) wakeMailWorker();
      return { kind: 'received', id, spam, held };
    },
  };
}
