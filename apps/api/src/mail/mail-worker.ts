import type { Executor } from '../db/schema.ts';
import { claimMail, findDueMails, markMailFailed, markMailSent, scheduleMailRetry, type MailRow } from '../repositories/mail-outbox.repository.ts';
import { messageIdFor, senderDomain } from './mail-message.ts';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './retry-schedule.ts';
import type { MailTransport } from './transports.ts';

export interface MailRunSummary {
  sent: number;
  retried: number;
  failed: number;
}

/** Delivers the outbox: polls for due mail, and can be woken or run on demand. */
export interface MailWorker {
  /** Starts polling (main app only; tests call runOnce instead). */
  start(): void;
  /** Stops polling and waits for a pass in progress. */
  stop(): Promise<void>;
  /** One pass over every mail due now; waits for a pass in progress first. */
  runOnce(): Promise<MailRunSummary>;
  /** Asks for a pass at once, e.g. after committing a transaction that queued mail. */
  wake(): void;
}

export interface MailWorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerDeps {
  db: Executor;
  transport: MailTransport;
  mailFrom: string;
  log: MailWorkerLogger;
  now?: () => number;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claimed mail belongs to one attempt; far above the SMTP timeouts. */
  leaseMs?: number;
}

const MAX_BATCHES_PER_PASS = 50;

export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  const { db, transport, log, now = Date.now, pollIntervalMs = 5000, batchSize = 20, leaseMs = 5 * 60_000 } = deps;
  const domain = senderDomain(deps.mailFrom);
  let current: Promise<MailRunSummary> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let wakeRequested = false;

  async function deliver(mail: MailRow, summary: MailRunSummary): Promise<void> {
    const claimedAt = now();
    if (!(await claimMail(db, mail, claimedAt, claimedAt + leaseMs))) return; // another instance has it
    const attempts = mail.attempts + 1;
    const details = { mailId: mail.id, kind: mail.kind, attempts };
    try {
      const messageId = messageIdFor(mail.idempotency_key, domain);
      await transport.deliver({
        messageId,
        from: deps.mailFrom,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      });
    } catch (error) {
      const reason = String((error as Error)?.message ?? error).slice(0, 500);
      if (attempts >= MAX_MAIL_ATTEMPTS) {
        await markMailFailed(db, mail.id, attempts, reason);
        summary.failed += 1;
        log.error({ ...details, err: error }, 'mail delivery failed for good; the mail stays in the outbox as failed');
      } else {
        await scheduleMailRetry(db, mail.id, attempts, now() + retryDelayMs(attempts), reason);
        summary.retried += 1;
        log.warn({ ...details, err: error }, 'mail delivery failed; will retry');
      }
      return;
    }
    // Only now, after the transport accepted it, does the mail count as sent.
    await markMailSent(db, mail.id, attempts, now());
    summary.sent += 1;
    log.info(details, 'mail sent');
  }

  async function pass(): Promise<MailRunSummary> {
    const summary: MailRunSummary = { sent: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch += 1) {
      const due = await findDueMails(db, now(), batchSize);
      for (const mail of due) await deliver(mail, summary);
      if (due.length < batchSize) break;
    }
    return summary;
  }

  function runOnce(): Promise<MailRunSummary> {
    const next = (current ?? Promise.resolve()).catch(() => undefined).then(pass);
    current = next;
    const forget = () => {
      if (current === next) current = undefined;
    };
    next.then(forget, forget);
    return next;
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    wakeRequested = false;
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, 'mail worker pass failed; will try again');
    }
    if (polling) schedule(wakeRequested ? 0 : pollIntervalMs);
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      schedule(0);
    },
    async stop() {
      polling = false;
      clearTimeout(timer);
      timer = undefined;
      await current?.catch(() => undefined);
    },
    runOnce,
    wake() {
      if (!polling) return;
      // During a pass, the pass's end schedules the next one at once.
      if (timer === undefined) wakeRequested = true;
      else schedule(0);
    },
  };
}
