import type { Executor } from '../db/schema.ts';
import { claimMail, expireDueMail, giveUpMail, markMailSent, scheduleMailRetry, type MailRow } from '../repositories/mail-outbox.repository.ts';
import { messageIdFor } from './mail-message.ts';
import { MAX_MAIL_ATTEMPTS, nextAttemptAt } from './retry-schedule.ts';
import type { MailTransport } from './transports.ts';

export interface MailRunSummary {
  sent: number;
  retried: number;
  failed: number;
  /** Not sent because their expiry came first (a reset mail whose link expired). */
  expired: number;
}

export interface MailDeliveryLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailDeliveryDeps {
  db: Executor;
  transport: MailTransport;
  mailFrom: string;
  /** The sender's domain, for Message-IDs. */
  domain: string;
  log: MailDeliveryLogger;
  now: () => number;
  /** How long a claimed mail belongs to one attempt; far above the SMTP timeouts. */
  leaseMs: number;
}

/**
 * One delivery attempt of a due mail, recorded in `summary`. A mail past its expiry is
 * marked expired instead. Nothing here throws for a transport failure; a database
 * failure propagates (the pass fails and the mail is due again after its lease).
 * Logs name the mail (id, kind), never its address or content: a reset mail's link is a
 * live secret.
 */
export async function deliverDueMail(deps: MailDeliveryDeps, mail: MailRow, summary: MailRunSummary): Promise<void> {
  const { db, log, now } = deps;
  const claimedAt = now();
  if (mail.expires_at !== null && mail.expires_at <= claimedAt) {
    if (await expireDueMail(db, mail, claimedAt)) {
      summary.expired += 1;
      log.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail expired before it could be sent');
    }
    return;
  }
  if (!(await claimMail(db, mail, claimedAt, claimedAt + deps.leaseMs))) return; // another instance has it
  const attempts = mail.attempts + 1;
  const details = { mailId: mail.id, kind: mail.kind, attempts };
  try {
    await deps.transport.deliver({
      messageId: messageIdFor(mail.idempotency_key, deps.domain),
      from: deps.mailFrom,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      ...(mail.calendar ? { calendar: mail.calendar } : {}),
    });
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 500);
    const next = nextAttemptAt(attempts, now(), { createdAt: mail.created_at, expiresAt: mail.expires_at });
    if (next !== undefined) {
      await scheduleMailRetry(db, mail.id, attempts, next, reason);
      summary.retried += 1;
      log.warn({ ...details, err: error }, 'mail delivery failed; will retry');
    } else if (attempts < MAX_MAIL_ATTEMPTS) {
      await giveUpMail(db, mail.id, attempts, 'expired', reason);
      summary.expired += 1;
      log.warn({ ...details, err: error }, 'mail delivery failed and no attempt is left before it expires; not sent');
    } else {
      await giveUpMail(db, mail.id, attempts, 'failed', reason);
      summary.failed += 1;
      log.error({ ...details, err: error }, 'mail delivery failed for good; the mail stays in the outbox as failed');
    }
    return;
  }
  // Only now, after the transport accepted it, does the mail count as sent.
  await markMailSent(db, mail.id, attempts, now());
  summary.sent += 1;
  log.info(details, 'mail sent');
}
