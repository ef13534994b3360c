import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/schema.ts';
import { normalizeEmail } from '../lib/email-address.ts';
import { insertMail } from '../repositories/mail-outbox.repository.ts';
import { decrementCounter, incrementCounter } from '../repositories/rate-limits.repository.ts';
import type { OutgoingMail } from './mail-message.ts';

export interface QueuedMail {
  id: string;
  idempotencyKey: string;
  /** False when a mail with the same idempotency key was already queued, or the recipient's cap is reached (nothing written). */
  queued: boolean;
  /** True when nothing was written because the recipient had their mails of the day. */
  capped?: boolean;
}

/**
 * Writes mail to the outbox table. Call queueMail with the transaction of the change that
 * causes the mail: both commit or neither does, so a mail is never lost and never sent
 * for a change that rolled back (decision 0014). The mail worker delivers it.
 */
export interface Outbox {
  queueMail(executor: Executor, mail: OutgoingMail): Promise<QueuedMail>;
}

/**
 * At most `perDay` mails to one address in 24 hours, whatever the form that causes them,
 * so nobody can use the site to fill a stranger's mailbox. Counted in `rate_limits` within
 * the caller's transaction: every instance counts together, and a change that rolls back
 * counts nothing. `exempt` addresses (the sales inbox, kept quiet by the digest) and an
 * account's security notices (OutgoingMail.securityNotice) are not counted.
 */
export interface RecipientCap {
  perDay: number;
  exempt: readonly string[];
}

const DAY_MS = 24 * 3_600_000;
export const recipientCounterKey = (address: string) => `mail-per-recipient:${normalizeEmail(address)}`;

export function createOutbox({ now = Date.now, recipientCap }: { now?: () => number; recipientCap?: RecipientCap } = {}): Outbox {
  const exempt = new Set(recipientCap?.exempt.map(normalizeEmail));
  return {
    async queueMail(executor, mail) {
      if (!/^[a-z0-9-]+$/.test(mail.kind)) throw new Error(`mail kind must be lower-case words and dashes (got '${mail.kind}')`);
      const id = randomUUID();
      const idempotencyKey = mail.idempotencyKey ?? `${mail.kind}.${id}`;
      const createdAt = now();
      const counted = recipientCap !== undefined && mail.securityNotice !== true && !exempt.has(normalizeEmail(mail.to));
      if (counted) {
        const counter = await incrementCounter(executor, recipientCounterKey(mail.to), createdAt, DAY_MS);
        if (counter.count > recipientCap.perDay) return { id, idempotencyKey, queued: false, capped: true };
      }
      const queued = await insertMail(executor, {
        id,
        idempotency_key: idempotencyKey,
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        reply_to: mail.replyTo ?? null,
        expires_at: mail.expiresAt ?? null,
        calendar: mail.calendar ?? null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: createdAt,
        last_error: null,
        created_at: createdAt,
        sent_at: null,
      });
      // A mail queued before (same key) sends nothing new, so it takes nothing of the cap.
      if (counted && !queued) await decrementCounter(executor, recipientCounterKey(mail.to), createdAt);
      return { id, idempotencyKey, queued };
    },
  };
}
