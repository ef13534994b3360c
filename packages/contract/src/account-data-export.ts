import { array, number, object, string } from 'yup';
import { exactly } from './exact-schema.ts';
import { securityEventKinds } from './security-event-kinds.ts';
import type { SecurityEvent, UserRecord } from './wire-types.ts';

// "Download my data" (`GET /api/account/export`): everything the site holds on the
// signed-in customer, as one JSON file. Times are ISO 8601; null: never happened.

/** The account's record (as `/users/{id}` shows it, but its creation time) and what only the site sets. */
export interface ExportedAccount extends Omit<UserRecord, 'createdAt'> {
  role: string;
  registeredAt: string;
  emailConfirmedAt: string | null;
  editorSince: string | null;
  trialProduct: string | null;
  trialPlan: string | null;
}

export interface ExportedProduct {
  productCode: string;
  planCode: string;
  pricingPlan: string | null;
  state: string;
  startedAt: string;
  activatedAt: string | null;
  trialEndsAt: string | null;
}

export interface ExportedEnquiry {
  enquiryFor: string;
  firstName: string;
  company: string;
  email: string;
  phoneNo: string;
  comment: string;
  /** The network address it was sent from, as stored. */
  sentFrom: string;
  sentAt: string;
}

export interface ExportedWebinarRegistration {
  event: string;
  name: string;
  email: string;
  company: string;
  status: string;
  sentFrom: string;
  registeredAt: string;
  confirmedAt: string | null;
}

export interface ExportedSession {
  device: string | null;
  network: string | null;
  signedInAt: string;
  lastSeenAt: string | null;
  expiresAt: string;
  endedAt: string | null;
}

export interface ExportedBrowser {
  device: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
}

/** The account's second factors, without their secrets. */
export interface ExportedSecondFactors {
  authenticatorAppSince: string | null;
  passkeys: { name: string; createdAt: string; lastUsedAt: string | null }[];
  recoveryCodesLeft: number;
}

/** A mail the site sent or will send the address; its body is left out (it may hold a live link). */
export interface ExportedMail {
  kind: string;
  subject: string;
  queuedAt: string;
  sentAt: string | null;
  status: string;
}

export interface AccountDataExport {
  exportedAt: string;
  account: ExportedAccount;
  products: ExportedProduct[];
  salesEnquiries: ExportedEnquiry[];
  webinarRegistrations: ExportedWebinarRegistration[];
  sessions: ExportedSession[];
  knownBrowsers: ExportedBrowser[];
  secondFactors: ExportedSecondFactors;
  securityHistory: SecurityEvent[];
  mails: ExportedMail[];
}

const when = () => string().defined();
const maybeWhen = () => string().nullable().defined();
const maybeText = () => string().nullable().defined();

export const accountDataExportSchema = exactly<AccountDataExport>()(
  object({
    exportedAt: when(),
    account: object({
      id: string().required(),
      email: string().required(),
      firstName: string().defined(),
      lastName: string().defined(),
      phoneNo: string().defined(),
      city: string().defined(),
      company: string().defined(),
      jobTitleId: number().integer().required(),
      role: string().required(),
      registeredAt: when(),
      emailConfirmedAt: maybeWhen(),
      editorSince: maybeWhen(),
      trialProduct: maybeText(),
      trialPlan: maybeText(),
    }).required(),
    products: array(object({ productCode: string().required(), planCode: string().required(), pricingPlan: maybeText(), state: string().required(), startedAt: when(), activatedAt: maybeWhen(), trialEndsAt: maybeWhen() })).required(),
    salesEnquiries: array(
      object({ enquiryFor: string().defined(), firstName: string().defined(), company: string().defined(), email: string().defined(), phoneNo: string().defined(), comment: string().defined(), sentFrom: string().defined(), sentAt: when() }),
    ).required(),
    webinarRegistrations: array(
      object({ event: string().required(), name: string().defined(), email: string().defined(), company: string().defined(), status: string().required(), sentFrom: string().defined(), registeredAt: when(), confirmedAt: maybeWhen() }),
    ).required(),
    sessions: array(object({ device: maybeText(), network: maybeText(), signedInAt: when(), lastSeenAt: maybeWhen(), expiresAt: when(), endedAt: maybeWhen() })).required(),
    knownBrowsers: array(object({ device: maybeText(), firstSeenAt: when(), lastSeenAt: when() })).required(),
    secondFactors: object({
      authenticatorAppSince: maybeWhen(),
      passkeys: array(object({ name: string().required(), createdAt: when(), lastUsedAt: maybeWhen() })).required(),
      recoveryCodesLeft: number().integer().required(),
    }).required(),
    securityHistory: array(object({ kind: string().oneOf(securityEventKinds).required(), at: when(), device: maybeText(), network: maybeText(), detail: maybeText() })).required(),
    mails: array(object({ kind: string().required(), subject: string().defined(), queuedAt: when(), sentAt: maybeWhen(), status: string().required() })).required(),
  }),
);
