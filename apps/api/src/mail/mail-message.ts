import { createHash } from 'node:crypto';

/** A mail a feature wants sent; see Outbox.queueMail. */
export interface OutgoingMail {
  /** What it is about, lower-case words and dashes (`password-reset`, `sales-enquiry`). */
  kind: string;
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part; escape everything a user typed (lib/html-escape.ts). */
  html: string;
  /**
   * Makes queueing idempotent: a second mail with the same key is not queued. Defaults to
   * a fresh `<kind>.<uuid>`. It also becomes the Message-ID.
   */
  idempotencyKey?: string;
  /** Reply-To address, e.g. the enquirer on a sales enquiry notice. */
  replyTo?: string;
  /**
   * When the mail becomes worthless (epoch ms), e.g. the expiry of the reset link it
   * carries: it is never sent after that, and its retries all fall before it.
   */
  expiresAt?: number;
  /** An iCalendar invitation (`METHOD:REQUEST`) sent with the mail, e.g. a webinar's. */
  calendar?: string;
  /**
   * A security notice to an account's own address about something only its password could
   * do (a sign-in from a new browser): not counted by the per-recipient cap, so mails a
   * stranger can cause never silence it; the caller bounds it per account instead.
   */
  securityNotice?: true;
}

/** What a transport delivers. */
export interface MailEnvelope {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** An iCalendar invitation; the transport sends it as calendar part and `.ics` attachment. */
  calendar?: string;
}

/**
 * The Message-ID for an idempotency key: the same key always gives the same id, so a
 * mail resent after an ambiguous failure (the server took it, the answer got lost) is
 * recognisable as the same message. Keys with characters a Message-ID cannot carry are
 * replaced by their SHA-256.
 */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  const local = /^[A-Za-z0-9._-]{1,128}$/.test(idempotencyKey)
    ? idempotencyKey
    : createHash('sha256').update(idempotencyKey).digest('hex');
  return `<${local}@${domain}>`;
}

/** The domain of the sender address (`WTM Portal <no-reply@wtm.example>` → wtm.example). */
export function senderDomain(mailFrom: string): string {
  return /@([^@\s<>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

/** Every http(s) link in a text part, for the file transport's log line. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
