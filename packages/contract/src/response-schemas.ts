// The API's answers as schemas, each exactly its wire type (exact-schema.ts), so the
// serializer and the OpenAPI document follow wire-types.ts. Server-only: exported by
// '@wtm/contract/api-schemas'. These describe answers; they carry no user-facing messages.
import { array, boolean, mixed, number, object, string } from 'yup';
import { exactly } from './exact-schema.ts';
import { productCodes } from './products.ts';
import { securityEventKinds } from './security-event-kinds.ts';
import { secondFactorMethods, type AccountPasskey, type AccountSecondFactors, type AuthenticatorAppSetup, type PasskeyOptionsAnswer, type RecoveryCodesAnswer } from './second-factor-types.ts';
import type {
  EmailChangeAnswer,
  SecurityEvent,
  SecurityEvents,
  AccountSession,
  AccountSessions,
  ErrorBody,
  HandoffAccepted,
  HandoffRefused,
  HealthStatus,
  LoginFailure,
  LoginSuccess,
  MyProductResponse,
  Product,
  ProductAssignmentResponse,
  ProofOfWorkChallenge,
  ReadinessStatus,
  ServiceResponse,
  UnavailableBody,
  UserRecord,
  WebinarRegistrationResponse,
  WebinarSeatsResponse,
} from './wire-types.ts';
import type { HeldEnquiry, HeldLeads, HeldRegistration } from './held-leads.ts';
import type { ReleaseDashboard, ReleaseHistoryEntry, ReleaseSeriesPoint, RemoteReleaseOverview } from './release-dashboard.ts';
import type { TrialChoice } from './trial.ts';

export const loginSuccessSchema = exactly<LoginSuccess>()(
  object({
    success: boolean().isTrue().required(),
    token: string().required(),
    systemMessage: string().required(),
    id: string().required(),
    email: string().required(),
    firstName: string().required(),
    lastName: string().required(),
  }),
);

export const loginFailureSchema = exactly<LoginFailure>()(
  object({
    success: boolean().isFalse().required(),
    systemMessage: string().required(),
    challengeRequired: boolean(),
    secondFactor: object({
      token: string().required(),
      methods: array(string().oneOf(secondFactorMethods).required()).required(),
    })
      .default(undefined)
      .optional(),
  }),
);

export const serviceResponseSchema = exactly<ServiceResponse>()(
  object({
    success: boolean().required(),
    systemMessage: string().required(),
    challengeRequired: boolean(),
  }),
);

const productSchema = exactly<Product>()(
  object({
    productCode: string().oneOf(productCodes).required(),
    productName: string().required(),
    plan: string(),
    trialEndsAt: string(),
  }),
);

const trialChoiceSchema = exactly<TrialChoice>()(
  object({
    productCode: string().oneOf(productCodes).required(),
    plan: string().required(),
  }),
);

export const myProductResponseSchema = exactly<MyProductResponse>()(
  object({
    productList: array(productSchema).required(),
    notUsedProductList: array(productSchema).required(),
    emailVerified: boolean().required(),
    trialChoice: trialChoiceSchema.optional().default(undefined),
  }),
);

// As its wire type: a command's answer with both lists, and where to go.
export const productAssignmentResponseSchema = exactly<ProductAssignmentResponse>()(
  myProductResponseSchema.concat(serviceResponseSchema).shape({ projectUrl: string() }),
);

export const userRecordSchema = exactly<UserRecord>()(
  object({
    id: string().required(),
    email: string().required(),
    firstName: string().required(),
    lastName: string().required(),
    phoneNo: string().required(),
    city: string().required(),
    company: string().required(),
    jobTitleId: number().integer().required(),
    createdAt: string().required(),
  }),
);

export const handoffAcceptedSchema = exactly<HandoffAccepted>()(
  object({
    success: boolean().isTrue().required(),
    systemMessage: string().required(),
    userId: string().required(),
    email: string().required(),
    productCode: string().oneOf(productCodes).required(),
    productName: string().required(),
    workspace: string().required(),
    email_verified: boolean().required(),
  }),
);

export const handoffRefusedSchema = exactly<HandoffRefused>()(
  object({
    success: boolean().isFalse().required(),
    reason: string().oneOf(['invalid', 'expired', 'used'] as const).required(),
    systemMessage: string().required(),
  }),
);

export const healthStatusSchema = exactly<HealthStatus>()(object({ status: string().oneOf(['ok', 'unavailable'] as const).required() }));

export const readinessStatusSchema = exactly<ReadinessStatus>()(
  object({ status: string().oneOf(['ready', 'draining', 'unavailable', 'migrations-pending'] as const).required(), reason: string() }),
);

export const errorBodySchema = exactly<ErrorBody>()(
  object({
    message: string().required(),
    statusCode: number().integer(),
    // yup has no dictionary type: the JSON Schema says what the object holds.
    errors: mixed<Record<string, string>>().meta({ jsonSchema: { type: 'object', additionalProperties: { type: 'string' } } }),
  }),
);

export const unavailableBodySchema = exactly<UnavailableBody>()(
  object({
    success: boolean().isFalse().required(),
    systemMessage: string().required(),
    message: string().required(),
    statusCode: number().integer().required(),
  }),
);

export const proofOfWorkChallengeSchema = exactly<ProofOfWorkChallenge>()(
  object({
    parameters: object({
      algorithm: string().required(),
      nonce: string().required(),
      salt: string().required(),
      cost: number().required(),
      keyLength: number().required(),
      keyPrefix: string().required(),
      keySignature: string(),
      expiresAt: number(),
    }).required(),
    signature: string(),
  }),
);

export const webinarRegistrationResponseSchema = exactly<WebinarRegistrationResponse>()(
  serviceResponseSchema.shape({ alreadyRegistered: boolean(), full: boolean(), seatsLeft: number().integer() }),
);

export const webinarSeatsResponseSchema = exactly<WebinarSeatsResponse>()(
  object({
    events: array(object({ slug: string().required(), seatsLeft: number().integer() })).required(),
  }),
);

const releaseHistoryEntrySchema = exactly<ReleaseHistoryEntry>()(
  object({ action: string().required(), version: string().required(), at: string().required(), reason: string() }),
);

const releaseSeriesPointSchema = exactly<ReleaseSeriesPoint>()(
  object({
    version: string().required(),
    hour: string().required(),
    views: number().required(),
    errorRate: number().required(),
    loadFailureRate: number().required(),
    p75Lcp: number(),
    p75Inp: number(),
  }),
);

const remoteReleaseOverviewSchema = exactly<RemoteReleaseOverview>()(
  object({
    name: string().required(),
    liveVersion: string(),
    liveSince: string(),
    canaryVersion: string(),
    canaryPercent: number(),
    canarySince: string(),
    history: array(releaseHistoryEntrySchema).required(),
    series: array(releaseSeriesPointSchema).required(),
  }),
);

export const releaseDashboardSchema = exactly<ReleaseDashboard>()(
  object({ windowHours: number().required(), remotes: array(remoteReleaseOverviewSchema).required() }),
);

const heldEnquirySchema = exactly<HeldEnquiry>()(
  object({
    id: string().required(),
    firstName: string().required(),
    company: string().defined(),
    email: string().required(),
    phoneNo: string().required(),
    enquiryFor: string().required(),
    comment: string().defined(),
    receivedAt: string().required(),
  }),
);

const heldRegistrationSchema = exactly<HeldRegistration>()(
  object({
    id: string().required(),
    eventSlug: string().required(),
    name: string().required(),
    company: string().defined(),
    email: string().required(),
    receivedAt: string().required(),
  }),
);

export const heldLeadsSchema = exactly<HeldLeads>()(
  object({
    ceilingPerHour: number().required(),
    enquiries: object({ total: number().required(), listed: array(heldEnquirySchema).required() }).required(),
    registrations: object({ total: number().required(), listed: array(heldRegistrationSchema).required() }).required(),
  }),
);

const accountSessionSchema = exactly<AccountSession>()(
  object({
    id: string().required(),
    device: string().nullable().defined(),
    network: string().nullable().defined(),
    signedInAt: string().required(),
    lastSeenAt: string().required(),
    current: boolean().required(),
  }),
);

export const accountSessionsSchema = exactly<AccountSessions>()(object({ sessions: array(accountSessionSchema).required() }));

export const emailChangeAnswerSchema = exactly<EmailChangeAnswer>()(serviceResponseSchema.shape({ userId: string(), email: string() }));

const securityEventSchema = exactly<SecurityEvent>()(
  object({
    kind: string().oneOf(securityEventKinds).required(),
    at: string().required(),
    device: string().nullable().defined(),
    network: string().nullable().defined(),
    detail: string().nullable().defined(),
  }),
);

export const securityEventsSchema = exactly<SecurityEvents>()(object({ events: array(securityEventSchema).required() }));

export const accountSecondFactorsSchema = exactly<AccountSecondFactors>()(
  object({
    authenticatorApp: object({ enabledAt: string().required() }).nullable().defined(),
    passkeys: array(
      exactly<AccountPasskey>()(object({ id: string().required(), name: string().required(), createdAt: string().required(), lastUsedAt: string().nullable().defined() })),
    ).required(),
    recoveryCodesLeft: number().required(),
    changesAllowedUntil: string().required(),
  }),
);

export const authenticatorAppSetupSchema = exactly<AuthenticatorAppSetup>()(object({ secret: string().required(), uri: string().required(), qrCode: string().required() }));

export const recoveryCodesAnswerSchema = exactly<RecoveryCodesAnswer>()(
  object({ success: boolean().isTrue().required(), systemMessage: string().required(), recoveryCodes: array(string().required()).required() }),
);

export const passkeyOptionsAnswerSchema = exactly<PasskeyOptionsAnswer>()(
  object({ challengeId: string().required(), options: mixed<Record<string, unknown>>().required().meta({ jsonSchema: { type: 'object', additionalProperties: true } }) }),
);
