import type { EpochMs, NullableColumn } from './columns.ts';

/** `expired`: its expiry passed before it could be delivered, so it was never sent. */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'expired';

export interface MailOutboxTable {
  id: string;
  /** Unique; also the Message-ID, so a resend after an ambiguous failure is recognisable. */
  idempotency_key: string;
  /** What the mail is about (`password-reset`, `password-changed`, ...), for operators. */
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailStatus;
  /** Delivery attempts started so far. */
  attempts: number;
  /** Due time of the next attempt; while an attempt runs, the end of its lease. */
  next_attempt_at: EpochMs;
  last_error: string | null;
  created_at: EpochMs;
  sent_at: EpochMs | null;
  /** Reply-To of the mail (migration 2026_11_23_0002); null for most mail. */
  reply_to: NullableColumn<string>;
  /** After this the mail is not sent (migration 2026_11_26_0001): a reset mail expires with its link. */
  expires_at: NullableColumn<EpochMs>;
  /** An iCalendar invitation sent with the mail (migration 2026_12_01_0008). */
  calendar: NullableColumn<string>;
}
