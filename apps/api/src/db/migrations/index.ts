import type { Migration } from 'kysely/migration';
import { migration as users } from './2026_11_22_0001_users.ts';
import { migration as sessions } from './2026_11_22_0002_sessions.ts';
import { migration as passwordResets } from './2026_11_22_0003_password_resets.ts';
import { migration as mailOutbox } from './2026_11_22_0004_mail_outbox.ts';
import { migration as rateLimits } from './2026_11_22_0005_rate_limits.ts';
import { migration as salesEnquiries } from './2026_11_23_0001_sales_enquiries.ts';
import { migration as mailOutboxReplyTo } from './2026_11_23_0002_mail_outbox_reply_to.ts';
import { migration as productAssignments } from './2026_11_24_0001_product_assignments.ts';
import { migration as productHandoffs } from './2026_11_24_0002_product_handoffs.ts';
import { migration as rateLimitsWithoutResetsAtIndex } from './2026_11_25_0001_rate_limits_without_resets_at_index.ts';
import { migration as mailOutboxExpiresAt } from './2026_11_26_0001_mail_outbox_expires_at.ts';
import { migration as mailOutboxExpiredStatus } from './2026_11_26_0002_mail_outbox_expired_status.ts';
import { migration as salesEnquiriesDigestDueAt } from './2026_11_26_0003_sales_enquiries_digest_due_at.ts';
import { migration as salesEnquiriesDigestId } from './2026_11_26_0004_sales_enquiries_digest_id.ts';
import { migration as usedChallenges } from './2026_11_26_0005_used_challenges.ts';
import { migration as releaseState } from './2026_11_27_0001_release_state.ts';
import { migration as releaseHistory } from './2026_11_27_0002_release_history.ts';
import { migration as liveReleases } from './2026_11_27_0003_live_releases.ts';
import { migration as usersEmailVerifiedAt } from './2026_12_01_0001_users_email_verified_at.ts';
import { migration as usersTrialProduct } from './2026_12_01_0002_users_trial_product.ts';
import { migration as usersTrialPlan } from './2026_12_01_0003_users_trial_plan.ts';
import { migration as emailVerifications } from './2026_12_01_0004_email_verifications.ts';
import { migration as productAssignmentsPricingPlan } from './2026_12_01_0005_product_assignments_pricing_plan.ts';
import { migration as productAssignmentsTrialEndsAt } from './2026_12_01_0006_product_assignments_trial_ends_at.ts';
import { migration as webinarRegistrations } from './2026_12_01_0007_webinar_registrations.ts';
import { migration as mailOutboxCalendar } from './2026_12_01_0008_mail_outbox_calendar.ts';
import { migration as webinarSeats } from './2026_12_01_0009_webinar_seats.ts';
import { migration as telemetryEvents } from './2026_12_02_0001_telemetry_events.ts';
import { migration as canaryReleases } from './2026_12_02_0002_canary_releases.ts';
import { migration as releaseHistoryCanaryActions } from './2026_12_02_0003_release_history_canary_actions.ts';
import { migration as webinarRegistrationsDigest } from './2026_12_03_0001_webinar_registrations_digest.ts';
import { migration as webinarRegistrationsConfirmation } from './2026_12_03_0002_webinar_registrations_confirmation.ts';
import { migration as telemetryEventsWeight } from './2026_12_03_0003_telemetry_events_weight.ts';
import { migration as telemetryMinutes } from './2026_12_03_0004_telemetry_minutes.ts';
import { migration as telemetryHourly } from './2026_12_03_0005_telemetry_hourly.ts';
import { migration as salesEnquiriesHeldAt } from './2026_12_03_0006_sales_enquiries_held_at.ts';
import { migration as usersEditorSince } from './2026_12_04_0001_users_editor_since.ts';
import { migration as liveContent } from './2026_12_04_0002_live_content.ts';
import { migration as contentHistory } from './2026_12_04_0003_content_history.ts';
import { migration as contentDrafts } from './2026_12_04_0004_content_drafts.ts';
import { migration as contentAudit } from './2026_12_04_0005_content_audit.ts';
import { migration as contentSchedules } from './2026_12_05_0001_content_schedules.ts';
import { migration as sessionDevices } from './2026_12_06_0001_session_devices.ts';
import { migration as knownBrowsers } from './2026_12_06_0002_known_browsers.ts';
import { migration as emailChanges } from './2026_12_06_0003_email_changes.ts';
import { migration as securityEvents } from './2026_12_06_0004_security_events.ts';
import { migration as accountDeletion } from './2026_12_06_0005_account_deletion.ts';
import { migration as secondFactors } from './2026_12_07_0001_second_factors.ts';
import { migration as contentCanaries } from './2026_12_08_0001_content_canaries.ts';
import { migration as telemetryContentVersion } from './2026_12_08_0002_telemetry_content_version.ts';
import { migration as contentCanaryVersions } from './2026_12_09_0001_content_canary_versions.ts';

/**
 * Every migration of the schema, in order. Names are `YYYY_MM_DD_NNNN_what` so they sort
 * by date; a migration file imports nothing from the app (only kysely), because it must
 * keep meaning the same thing after the app's code has moved on. One change each: SQLite
 * applies them one by one, outside a transaction.
 *
 * Never edit or rename a migration that has shipped; add a new one.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_users': users,
  '2026_11_22_0002_sessions': sessions,
  '2026_11_22_0003_password_resets': passwordResets,
  '2026_11_22_0004_mail_outbox': mailOutbox,
  '2026_11_22_0005_rate_limits': rateLimits,
  '2026_11_23_0001_sales_enquiries': salesEnquiries,
  '2026_11_23_0002_mail_outbox_reply_to': mailOutboxReplyTo,
  '2026_11_24_0001_product_assignments': productAssignments,
  '2026_11_24_0002_product_handoffs': productHandoffs,
  '2026_11_25_0001_rate_limits_without_resets_at_index': rateLimitsWithoutResetsAtIndex,
  '2026_11_26_0001_mail_outbox_expires_at': mailOutboxExpiresAt,
  '2026_11_26_0002_mail_outbox_expired_status': mailOutboxExpiredStatus,
  '2026_11_26_0003_sales_enquiries_digest_due_at': salesEnquiriesDigestDueAt,
  '2026_11_26_0004_sales_enquiries_digest_id': salesEnquiriesDigestId,
  '2026_11_26_0005_used_challenges': usedChallenges,
  '2026_11_27_0001_release_state': releaseState,
  '2026_11_27_0002_release_history': releaseHistory,
  '2026_11_27_0003_live_releases': liveReleases,
  '2026_12_01_0001_users_email_verified_at': usersEmailVerifiedAt,
  '2026_12_01_0002_users_trial_product': usersTrialProduct,
  '2026_12_01_0003_users_trial_plan': usersTrialPlan,
  '2026_12_01_0004_email_verifications': emailVerifications,
  '2026_12_01_0005_product_assignments_pricing_plan': productAssignmentsPricingPlan,
  '2026_12_01_0006_product_assignments_trial_ends_at': productAssignmentsTrialEndsAt,
  '2026_12_01_0007_webinar_registrations': webinarRegistrations,
  '2026_12_01_0008_mail_outbox_calendar': mailOutboxCalendar,
  '2026_12_01_0009_webinar_seats': webinarSeats,
  '2026_12_02_0001_telemetry_events': telemetryEvents,
  '2026_12_02_0002_canary_releases': canaryReleases,
  '2026_12_02_0003_release_history_canary_actions': releaseHistoryCanaryActions,
  '2026_12_03_0001_webinar_registrations_digest': webinarRegistrationsDigest,
  '2026_12_03_0002_webinar_registrations_confirmation': webinarRegistrationsConfirmation,
  '2026_12_03_0003_telemetry_events_weight': telemetryEventsWeight,
  '2026_12_03_0004_telemetry_minutes': telemetryMinutes,
  '2026_12_03_0005_telemetry_hourly': telemetryHourly,
  '2026_12_03_0006_sales_enquiries_held_at': salesEnquiriesHeldAt,
  '2026_12_04_0001_users_editor_since': usersEditorSince,
  '2026_12_04_0002_live_content': liveContent,
  '2026_12_04_0003_content_history': contentHistory,
  '2026_12_04_0004_content_drafts': contentDrafts,
  '2026_12_04_0005_content_audit': contentAudit,
  '2026_12_05_0001_content_schedules': contentSchedules,
  '2026_12_06_0001_session_devices': sessionDevices,
  '2026_12_06_0002_known_browsers': knownBrowsers,
  '2026_12_06_0003_email_changes': emailChanges,
  '2026_12_06_0004_security_events': securityEvents,
  '2026_12_06_0005_account_deletion': accountDeletion,
  '2026_12_07_0001_second_factors': secondFactors,
  '2026_12_08_0001_content_canaries': contentCanaries,
  '2026_12_08_0002_telemetry_content_version': telemetryContentVersion,
  '2026_12_09_0001_content_canary_versions': contentCanaryVersions,
};
