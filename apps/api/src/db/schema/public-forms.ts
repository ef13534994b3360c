import type { EpochMs, NullableColumn } from './columns.ts';

export type SalesEnquiryStatus = 'received' | 'spam';

/** One enquiry from the site, every field as the visitor typed it (trimmed). */
export interface SalesEnquiriesTable {
  /** A random UUID; its own notice in mail_outbox has the idempotency key `sales-enquiry.<id>`. */
  id: string;
  first_name: string;
  /** One of the contract's `enquiryProducts`. */
  enquiry_for: string;
  /** '' when left out (optional field). */
  company: string;
  email: string;
  phone_no: string;
  /** '' when left out (optional field). */
  comment: string;
  /** `spam` when the honeypot was filled: kept for review, no notice sent. */
  status: SalesEnquiryStatus;
  /** What a bot typed into the hidden `website` field; null for people. */
  honeypot: string | null;
  /** request.ip (the socket address unless TRUST_PROXY names the proxy). */
  client_address: string;
  created_at: EpochMs;
  /**
   * A flood's enquiries past the site-wide notice cap wait for a digest (migrations
   * 2026_11_26_0003 and 0004): due at the end of the notice window they were held in,
   * then claimed by exactly one digest. Null, with digest_id, for an enquiry with its own notice.
   */
  digest_due_at: NullableColumn<EpochMs>;
  /** The digest that lists it; its mail has the idempotency key `sales-digest.<digest_id>`. */
  digest_id: NullableColumn<string>;
  /** When an enquiry past the hourly ceiling of leads went to the held queue (migration 2026_12_03_0006); null otherwise. */
  held_at: NullableColumn<EpochMs>;
}

/** `spam`: the honeypot was filled; kept, counts no seat, mails nothing. */
export type WebinarRegistrationStatus = 'registered' | 'spam' | 'released' | 'held';

/** A sign-up for a webinar of the schedule; unique per (event_slug, email). */
export interface WebinarRegistrationsTable {
  id: string;
  event_slug: string;
  name: string;
  /** Normalised (trimmed, lower case), so a second sign-up in other letters is the same. */
  email: string;
  company: string;
  status: WebinarRegistrationStatus;
  honeypot: string | null;
  client_address: string;
  created_at: EpochMs;
  /** Past the sales notice cap: due in the digest of its window, then claimed by one digest (migration 2026_12_03_0001). */
  digest_due_at: NullableColumn<EpochMs>;
  digest_id: NullableColumn<string>;
  /** SHA-256 of the code in the confirmation mail's link; null for spam and held sign-ups (migration 2026_12_03_0002). */
  confirm_token_hash: NullableColumn<string>;
  confirmed_at: NullableColumn<EpochMs>;
}

/** Seats taken of a webinar with a seat limit; a row per such webinar once someone signed up. */
export interface WebinarSeatsTable {
  event_slug: string;
  taken: number;
}
