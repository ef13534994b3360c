import type { ReleaseTables } from '@wtm/releases';
import type { Kysely } from 'kysely';
import type { DeletedAccountsTable, EmailChangeCodesTable, EmailVerificationsTable, KnownBrowsersTable, PasswordResetsTable, SecurityEventsTable, SessionsTable, UsersTable } from './schema/accounts.ts';
import type { ContentAuditTable, ContentDraftsTable, ContentSchedulesTable } from './schema/content.ts';
import type { MailOutboxTable } from './schema/mail.ts';
import type { ProductAssignmentsTable, ProductHandoffsTable } from './schema/products.ts';
import type { SalesEnquiriesTable, WebinarRegistrationsTable, WebinarSeatsTable } from './schema/public-forms.ts';
import type { TelemetryEventsTable, TelemetryHourlyTable, TelemetryMinutesTable } from './schema/telemetry.ts';
import type { PasskeysTable, PendingSignInsTable, RecoveryCodesTable, TotpEnrolmentsTable, TotpFactorsTable, WebauthnChallengesTable } from './schema/second-factors.ts';
import type { RateLimitsTable, UsedChallengesTable } from './schema/throttling.ts';

export type * from './schema/accounts.ts';
export type * from './schema/columns.ts';
export type * from './schema/content.ts';
export type * from './schema/mail.ts';
export type * from './schema/products.ts';
export type * from './schema/public-forms.ts';
export type * from './schema/second-factors.ts';
export type { CanaryReleasesTable, ContentHistoryTable, LiveContentTable, LiveReleasesTable, ReleaseHistoryTable, ReleaseStateTable } from '@wtm/releases';
export type * from './schema/telemetry.ts';
export type * from './schema/throttling.ts';

/**
 * The Kysely view of the schema: one property per table, mirroring the SQL names exactly
 * (snake_case columns; repositories map rows to domain objects). Each table is one
 * interface with all its columns, in the file of its domain under schema/ (the release
 * records' in the release platform, packages/releases); a migration that adds a table or
 * a column changes that interface in the same change (the migrations themselves stand
 * alone and import none of this).
 */
export interface Database extends ReleaseTables {
  // accounts
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  known_browsers: KnownBrowsersTable;
  email_changes: EmailChangeCodesTable;
  email_change_undos: EmailChangeCodesTable;
  security_events: SecurityEventsTable;
  deleted_accounts: DeletedAccountsTable;
  // second factors
  totp_factors: TotpFactorsTable;
  totp_enrolments: TotpEnrolmentsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  pending_sign_ins: PendingSignInsTable;
  // mail
  mail_outbox: MailOutboxTable;
  // throttling
  rate_limits: RateLimitsTable;
  used_challenges: UsedChallengesTable;
  // public forms
  sales_enquiries: SalesEnquiriesTable;
  webinar_registrations: WebinarRegistrationsTable;
  webinar_seats: WebinarSeatsTable;
  // products
  product_assignments: ProductAssignmentsTable;
  product_handoffs: ProductHandoffsTable;
  // releases: release_state, release_history, live_releases, canary_releases, live_content, content_history, content_canaries, content_canary_versions (ReleaseTables)
  // content
  content_drafts: ContentDraftsTable;
  content_audit: ContentAuditTable;
  content_schedules: ContentSchedulesTable;
  // telemetry
  telemetry_events: TelemetryEventsTable;
  telemetry_minutes: TelemetryMinutesTable;
  telemetry_hourly: TelemetryHourlyTable;
}

/**
 * What a repository takes as its first argument: the app's db or a transaction (a
 * Transaction is a Kysely), so the caller decides whether calls share a transaction.
 */
export type Executor = Kysely<Database>;
