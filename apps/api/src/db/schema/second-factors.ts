import type { ColumnType } from 'kysely';
import type { EpochMs } from './columns.ts';

/** An account's authenticator app (migration 2026_12_07_0001). */
export interface TotpFactorsTable {
  user_id: string;
  /** The shared secret, base32 (RFC 4648), as the app was given it. */
  secret: string;
  enabled_at: EpochMs;
  /** The time step (30 s) of the last code accepted: a code is good once, and never an older one. */
  last_used_step: number | null;
}

/** An authenticator app being set up: confirmed by its first code, else forgotten when it expires. */
export interface TotpEnrolmentsTable {
  user_id: string;
  secret: string;
  expires_at: EpochMs;
}

/** One of an account's ten recovery codes. */
export interface RecoveryCodesTable {
  /** SHA-256 (hex) of the normalised code; the code is shown once and never stored. */
  code_hash: string;
  user_id: string;
  created_at: EpochMs;
  used_at: EpochMs | null;
}

/** A passkey (WebAuthn credential) registered on an account. */
export interface PasskeysTable {
  /** A random UUID, which the security page names it by. */
  id: string;
  /** The WebAuthn credential id, base64url (up to 1,023 bytes: too long for a path). */
  credential_id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for those that keep none). */
  counter: number;
  /** JSON array of the transports the authenticator named ("internal", "usb", ...). */
  transports: string;
  /** The owner's name for it ("Work laptop"). */
  name: string;
  created_at: EpochMs;
  last_used_at: EpochMs | null;
}

/** The challenge of one passkey registration or sign-in, used at most once. */
export interface WebauthnChallengesTable {
  /** A random UUID the client sends back with its answer. */
  id: string;
  /** base64url, as the options carried it. */
  challenge: string;
  /** The account registering a passkey; null for a sign-in, which names nobody. */
  user_id: string | null;
  expires_at: EpochMs;
}

/** A sign-in whose password was right and whose second factor is awaited. */
export interface PendingSignInsTable {
  /** SHA-256 (hex) of the token the client holds for the second step. */
  token_hash: string;
  user_id: string;
  /** SQLite reads a boolean back as 1 or 0, PostgreSQL as true or false. */
  remember_me: ColumnType<boolean | number, boolean, boolean>;
  expires_at: EpochMs;
  /** Wrong codes given with this token; it is spent after five. */
  attempts: number;
}
