import type { ColumnType, Kysely } from 'kysely';

/**
 * The Kysely view of the schema: one property per table, mirroring the SQL names
 * exactly (snake_case columns; repositories map rows to domain objects). Each feature
 * adds its table interfaces here in the same change as the migration that creates them.
 *
 * Every point in time is an integer of milliseconds since the epoch (UTC), on both
 * dialects: comparisons such as `expires_at > now` then mean the same thing in SQLite
 * and PostgreSQL, with no time zone or date parsing in between.
 */
export type EpochMs = number;

export type UserRole = 'customer' | 'admin';

export interface UsersTable {
  /** A random UUID; opaque on the wire (`UserId`). */
  id: string;
  /** Trimmed and lower-cased before it is stored, so `unique` is case-insensitive. */
  email: string;
  first_name: string;
  last_name: string;
  phone_no: string;
  city: string;
  company: string;
  job_title_id: number;
  /** argon2id, PHC string form (`$argon2id$v=19$m=19456,t=2,p=1$...`). */
  password_hash: string;
  role: UserRole;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  revoked_at: EpochMs | null;
  /** SQLite reads a boolean back as 1 or 0, PostgreSQL as true or false. */
  remember_me: ColumnType<boolean | number, boolean, boolean>;
}

export interface PasswordResetsTable {
  /** SHA-256 (hex) of the code in the mailed link. */
  token_hash: string;
  user_id: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  used_at: EpochMs | null;
  /** Set when a newer reset request for the same user replaced this one. */
  superseded_at: EpochMs | null;
}

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
}

/** Fixed-window counters of the rate limiter, shared by every API instance. */
export interface RateLimitsTable {
  /** `<rule>:<subject>`, e.g. `sign-in-per-account:a@example.com`. */
  key: string;
  count: number;
  /** End of the current window; a hit after it starts a new window. */
  resets_at: EpochMs;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
}

/**
 * What a repository takes as its first argument: the app's db or a transaction (a
 * Transaction is a Kysely), so the caller decides whether calls share a transaction.
 */
export type Executor = Kysely<Database>;

// Sales enquiries (issue 5), added as its own block: TypeScript merges this declaration
// of Database with the one above.

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
}

export interface Database {
  sales_enquiries: SalesEnquiriesTable;
}

/**
 * A flood's enquiries past the site-wide notice cap wait for a digest (migrations
 * 2026_11_26_0003 and 0004): due at the end of the notice window they were held in,
 * then claimed by exactly one digest. Both null for an enquiry with its own notice.
 */
export interface SalesEnquiriesTable {
  digest_due_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** The digest that lists it; its mail has the idempotency key `sales-digest.<digest_id>`. */
  digest_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Reply-To of a mail (migration 2026_11_23_0002); null for most mail. */
export interface MailOutboxTable {
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
}

/** After this the mail is not sent (migration 2026_11_26_0001): a reset mail expires with its link. */
export interface MailOutboxTable {
  expires_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

// Product assignments and hand-off tokens (issue 4, decision 0012), added as its own block.

/** pending → active, or pending → failed → pending (the next start retries it). */
export type ProductAssignmentState = 'pending' | 'active' | 'failed';

/** One product a customer uses or is starting; unique per (user_id, product_code). */
export interface ProductAssignmentsTable {
  /** A random UUID. */
  id: string;
  user_id: string;
  /** One of the contract's productCodes. */
  product_code: string;
  /** The plan it was started with (the product's plan in the catalogue). */
  plan_code: string;
  /** Unique across customers (company + product); null until the first provisioning run picks it. */
  workspace: string | null;
  state: ProductAssignmentState;
  /** Provisioning runs started so far. */
  attempts: number;
  /** Why the last run failed; null once active. */
  last_error: string | null;
  /** Set while a provisioning run holds the row; another run may start only after it. */
  lease_expires_at: EpochMs | null;
  created_at: EpochMs;
  updated_at: EpochMs;
  activated_at: EpochMs | null;
}

/** One issued hand-off token, by its nonce; used_at is set by the one verification that consumes it. */
export interface ProductHandoffsTable {
  /** 128 random bits, base64url; the token's signature covers it. */
  nonce: string;
  /** Who is handed over (the signed-in caller). */
  user_id: string;
  product_code: string;
  workspace: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  used_at: EpochMs | null;
}

export interface Database {
  product_assignments: ProductAssignmentsTable;
  product_handoffs: ProductHandoffsTable;
}

// Proof-of-work challenges (issue 26, decision 0026), added as its own block.

/** A redeemed challenge: its solution has been used and is refused from now on. */
export interface UsedChallengesTable {
  /** The challenge's random nonce (hex), covered by its signature. */
  nonce: string;
  /** When the challenge expires; housekeeping deletes the row after that. */
  expires_at: EpochMs;
}

export interface Database {
  used_challenges: UsedChallengesTable;
}

// The release store's records (issue 28, docs/decisions/0028), added as its own block.

/** The one row (id 1): how many switches of what is live there have been. */
export interface ReleaseStateTable {
  id: number;
  generation: number;
  switched_at: EpochMs;
}

/** One switch: `name` is `shell` or a remote; a rollback makes an earlier version live again. */
export interface ReleaseHistoryTable {
  generation: number;
  name: string;
  version: string;
  action: 'release' | 'rollback' | 'canary' | 'promote' | 'canary-rollback';
  released_at: EpochMs;
}

/** What is live for each name, replaced by each switch. */
export interface LiveReleasesTable {
  name: string;
  version: string;
  released_at: EpochMs;
  generation: number;
}

export interface Database {
  release_state: ReleaseStateTable;
  release_history: ReleaseHistoryTable;
  live_releases: LiveReleasesTable;
}

// The customer journey (issue 29, docs/decisions/0031), added as its own block.
/** Address confirmation and the product chosen before registering (migrations 2026_12_01_0001–0003). */
export interface UsersTable {
  /** When the owner confirmed the address; null until then. */
  email_verified_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** One of the contract's productCodes, chosen on a product page; null: none. */
  trial_product: ColumnType<string | null, string | null | undefined, string | null>;
  /** One of that product's pricing plans; null with trial_product. */
  trial_plan: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An address confirmation code, kept as its SHA-256 (like password_resets). */
export interface EmailVerificationsTable {
  token_hash: string;
  user_id: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  used_at: EpochMs | null;
  /** Set when a newer link for the same user replaced this one. */
  superseded_at: EpochMs | null;
}

/** What a started product runs on (migrations 2026_12_01_0005–0006). */
export interface ProductAssignmentsTable {
  /** One of the product's pricing plans; null for rows made before issue 29. */
  pricing_plan: ColumnType<string | null, string | null | undefined, string | null>;
  /** End of the free trial; null on a free plan and for rows made before. */
  trial_ends_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

/** `spam`: the honeypot was filled; kept, counts no seat, mails nothing. */
export type WebinarRegistrationStatus = 'registered' | 'spam';

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
}

/** An iCalendar invitation sent with the mail (migration 2026_12_01_0008). */
export interface MailOutboxTable {
  calendar: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Seats taken of a webinar with a seat limit; a row per such webinar once someone signed up. */
export interface WebinarSeatsTable {
  event_slug: string;
  taken: number;
}

export interface Database {
  email_verifications: EmailVerificationsTable;
  webinar_registrations: WebinarRegistrationsTable;
  webinar_seats: WebinarSeatsTable;
}

// Field data of real visits (issue 30, docs/decisions/0034), added as its own block.
/** One page view, Web Vital or failure a browser reported (migration 2026_12_02_0001). */
export interface TelemetryEventsTable {
  received_at: EpochMs;
  /** A random id the browser made for the page view; it links nothing else. */
  view_id: string;
  /** The contract's TelemetryKind. */
  kind: string;
  /** The page's path, without query string. */
  path: string;
  /** `shell` or the remote that owns the page. */
  owner: string;
  owner_version: string | null;
  shell_version: string;
  value: number;
  message: string;
}

/** A release served to a share of visitors beside the live one (migration 2026_12_02_0002). */
export interface CanaryReleasesTable {
  name: string;
  version: string;
  /** Share of visitors, 1–99. */
  percent: number;
  started_at: EpochMs;
  /** The switch generation that started it: picks its visitors, and tells a verdict it is still the same canary. */
  generation: number;
  /** When an instance last claimed it for a verdict (0: never). */
  checked_at: EpochMs;
}

/** Canary lines of the history and their reasons (migration 2026_12_02_0003). */
export interface ReleaseHistoryTable {
  reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  telemetry_events: TelemetryEventsTable;
  canary_releases: CanaryReleasesTable;
}
