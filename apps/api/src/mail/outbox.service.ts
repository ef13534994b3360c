import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/schema.ts';
import { insertMail } from '../repositories/mail-outbox.repository.ts';
import type { OutgoingMail } from './mail-message.ts';

export interface QueuedMail {
  id: string;
  idempotencyKey: string;
  /** False when a mail with the same idempotency key was already queued (nothing written). */
  queued: boolean;
}

/**
 * Writes mail to the outbox table. Call queueMail with the transaction of the change that
 * causes the mail: both commit or neither does, so a mail is never lost and never sent
 * for a change that rolled back (ARCHITECTURE decision 9). The mail worker delivers it.
 */
export interface Outbox {
  queueMail(executor: Executor, mail: OutgoingMail): Promise<QueuedMail>;
}

export function createOutbox({ now = Date.now }: { now?: () => number } = {}): Outbox {
  return {
    async queueMail(executor, mail) {
      if (!/^[a-z0-9-]+$/.test(mail.kind)) throw new Error(`mail kind must be lower-case words and dashes (got '${mail.kind}')`);
      const id = randomUUID();
      const idempotencyKey = mail.idempotencyKey ?? `${mail.kind}.${id}`;
      const createdAt = now();
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
      return { id, idempotencyKey, queued };
    },
  };
}
