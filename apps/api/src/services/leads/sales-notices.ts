import type { Executor } from '../../db/schema.ts';
import type { OutgoingMail } from '../../mail/mail-message.ts';
import type { Outbox, QueuedMail } from '../../mail/outbox.service.ts';
import type { RateLimiter, RateRule } from '../rate-limiter.service.ts';
import { SITE_WIDE } from './lead-intake.ts';

/**
 * Individual notices to SALES_EMAIL of enquiries and webinar sign-ups, site-wide: every
 * instance counts in the same database row. A flood from many addresses passes the
 * per-address limits; past this cap its leads are still accepted and stored, and wait
 * for one digest at the end of the window, so the sales inbox gets at most 21 mails in
 * 10 minutes. Never answered with a 429; the message is for operators reading the rule.
 */
export const salesNoticeRule = {
  name: 'sales-notices-site-wide',
  limit: 20,
  windowMs: 10 * 60_000,
  message: 'Individual sales notices are paused; further enquiries go into the next digest.',
} as const satisfies RateRule;

/**
 * Counts one notice (outside the transaction: one busy row, held briefly). Null: it goes
 * out alone; else when the digest that carries it is due.
 */
export async function salesNoticeDigestDue(rateLimiter: RateLimiter): Promise<number | null> {
  const slot = await rateLimiter.hit(salesNoticeRule, SITE_WIDE);
  return slot.allowed ? null : slot.resetsAt;
}

/** Queues the notice of one lead to the sales inbox, once (its key is the lead's), answered to the lead's address. */
export function queueSalesNotice(
  outbox: Outbox,
  executor: Executor,
  notice: Pick<OutgoingMail, 'kind' | 'subject' | 'text' | 'html'> & { leadId: string; salesEmail: string; replyTo: string },
): Promise<QueuedMail> {
  const { leadId, salesEmail, ...mail } = notice;
  return outbox.queueMail(executor, { ...mail, to: salesEmail, idempotencyKey: `${mail.kind}.${leadId}` });
}
