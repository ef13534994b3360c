import type { ColumnType } from 'kysely';
import type { EpochMs, NullableColumn } from './columns.ts';

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
  /** When the owner confirmed the address; null until then (migration 2026_12_01_0001). */
  email_verified_at: NullableColumn<EpochMs>;
  /** One of the contract's productCodes, chosen on a product page before registering; null: none. */
  trial_product: NullableColumn<string>;
  /** One of that product's pricing plans; null with trial_product. */
  trial_plan: NullableColumn<string>;
  /** When an administrator made the account an editor of the site's content; null: no editor (migration 2026_12_04_0001). */
  editor_since: NullableColumn<EpochMs>;
  /** When the account is deleted, while its owner's 7-day grace runs; null: not asked (migration 2026_12_06_0005). */
  deletion_due_at: NullableColumn<EpochMs>;
}

/** What is kept of a deleted account: nothing personal (migration 2026_12_06_0005). */
export interface DeletedAccountsTable {
  /** The account's opaque id, as the products it used knew it. */
  id: string;
  deleted_at: EpochMs;
  /** JSON: [{ productCode, planCode, startedAt, trialEndsAt }], times in epoch ms. */
  products: string;
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
  /** The session's public id (a UUID), which the security page names it by. */
  id: string;
  /** "Chrome 131 on Windows", read from the user agent at sign-in; null when it said nothing. */
  device: string | null;
  /** The client's network at sign-in: an IPv4 /24 or an IPv6 /48. */
  network: string | null;
  /** The last request made with it, to the minute (null: none since sign-in). */
  last_seen_at: EpochMs | null;
}

/** A browser the account was signed in from, known by its cookie (migration 2026_12_06_0002). */
export interface KnownBrowsersTable {
  user_id: string;
  /** SHA-256 (hex) of the browser's cookie; the cookie itself is never stored. */
  browser_hash: string;
  /** The session's device label when it was first seen ("Firefox 140 on Linux"). */
  device: string | null;
  first_seen_at: EpochMs;
  last_seen_at: EpochMs;
}

/** One line of an account's security history (migration 2026_12_06_0004). */
export interface SecurityEventsTable {
  /** A random UUID. */
  id: string;
  user_id: string;
  /** One of the contract's securityEventKinds. */
  kind: string;
  at: EpochMs;
  /** The browser and system of the request ("Firefox 140 on Linux"). */
  device: string | null;
  /** Its network: an IPv4 /24 or an IPv6 /48. */
  network: string | null;
  /** What the event names: the new address of an address change. */
  detail: string | null;
}

/**
 * A code mailed in a link and usable once, kept as its SHA-256 (hex): the shape of both
 * password_resets and email_verifications.
 */
export interface SingleUseCodesTable {
  /** SHA-256 (hex) of the code in the mailed link; the code itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  used_at: EpochMs | null;
  /** Set when a newer code for the same user replaced this one. */
  superseded_at: EpochMs | null;
}

/** The codes of password reset links. */
export type PasswordResetsTable = SingleUseCodesTable;

/** An address change's code: the new address's confirmation, or the old address's undo (migration 2026_12_06_0003). */
export interface EmailChangeCodesTable extends SingleUseCodesTable {
  /** The address when the change was asked for. */
  old_email: string;
  /** The address asked for, normalised. */
  new_email: string;
}

/** The codes of address confirmation links. */
export type EmailVerificationsTable = SingleUseCodesTable;
