import type { AccountDataExport } from '@wtm/contract/api-schemas';
import type { Executor } from '../../db/schema.ts';
import { enquiriesFrom, knownBrowsersOf, mailsTo, productsOf, sessionsOf, webinarRegistrationsFrom } from '../../repositories/account-data.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { listPasskeys } from '../../repositories/passkeys.repository.ts';
import { countUnusedRecoveryCodes, findTotpFactor } from '../../repositories/second-factors.repository.ts';
import type { SecurityHistory } from './security-history.service.ts';

/** More lines than 180 days of bounded history can hold. */
const EVERY_LINE = 1_000_000;

const iso = (at: number | string) => new Date(Number(at)).toISOString();
const isoOrNull = (at: number | string | null) => (at === null ? null : iso(at));

/** "Download my data": everything held on the customer, made on request (nothing is kept of it). */
export async function exportAccountData(db: Executor, history: SecurityHistory, userId: string, now: number): Promise<AccountDataExport | undefined> {
  const user = await findUserById(db, userId);
  if (user === undefined) return undefined;
  const [products, enquiries, registrations, sessions, browsers, events, mails, app, passkeys, recoveryCodesLeft] = await Promise.all([
    productsOf(db, userId),
    enquiriesFrom(db, user.email),
    webinarRegistrationsFrom(db, user.email),
    sessionsOf(db, userId),
    knownBrowsersOf(db, userId),
    // Every line, not only the ones the page shows.
    history.list(userId, EVERY_LINE),
    mailsTo(db, user.email),
    findTotpFactor(db, userId),
    listPasskeys(db, userId),
    countUnusedRecoveryCodes(db, userId),
  ]);
  return {
    exportedAt: iso(now),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      phoneNo: user.phone_no,
      city: user.city,
      company: user.company,
      jobTitleId: user.job_title_id,
      role: user.role,
      registeredAt: iso(user.created_at),
      emailConfirmedAt: isoOrNull(user.email_verified_at),
      editorSince: isoOrNull(user.editor_since),
      trialProduct: user.trial_product,
      trialPlan: user.trial_plan,
    },
    products: products.map((row) => ({ productCode: row.product_code, planCode: row.plan_code, pricingPlan: row.pricing_plan, state: row.state, startedAt: iso(row.created_at), activatedAt: isoOrNull(row.activated_at), trialEndsAt: isoOrNull(row.trial_ends_at) })),
    salesEnquiries: enquiries.map((row) => ({ enquiryFor: row.enquiry_for, firstName: row.first_name, company: row.company, email: row.email, phoneNo: row.phone_no, comment: row.comment, sentFrom: row.client_address, sentAt: iso(row.created_at) })),
    webinarRegistrations: registrations.map((row) => ({ event: row.event_slug, name: row.name, email: row.email, company: row.company, status: row.status, sentFrom: row.client_address, registeredAt: iso(row.created_at), confirmedAt: isoOrNull(row.confirmed_at) })),
    sessions: sessions.map((row) => ({ device: row.device, network: row.network, signedInAt: iso(row.created_at), lastSeenAt: isoOrNull(row.last_seen_at), expiresAt: iso(row.expires_at), endedAt: isoOrNull(row.revoked_at) })),
    knownBrowsers: browsers.map((row) => ({ device: row.device, firstSeenAt: iso(row.first_seen_at), lastSeenAt: iso(row.last_seen_at) })),
    // That they exist and when, never a secret, a public key or a code.
    secondFactors: {
      authenticatorAppSince: app === undefined ? null : iso(app.enabled_at),
      passkeys: passkeys.map((key) => ({ name: key.name, createdAt: iso(key.created_at), lastUsedAt: isoOrNull(key.last_used_at) })),
      recoveryCodesLeft,
    },
    securityHistory: events.map((event) => ({ ...event, at: iso(event.at) })),
    mails: mails.map((row) => ({ kind: row.kind, subject: row.subject, queuedAt: iso(row.created_at), sentAt: isoOrNull(row.sent_at), status: row.status })),
  };
}
