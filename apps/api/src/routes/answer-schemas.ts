import {
  anyOfJsonSchema,
  errorBodySchema,
  handoffAcceptedSchema,
  handoffRefusedSchema,
  loginFailureSchema,
  loginSuccessSchema,
  myProductResponseSchema,
  accountSessionsSchema,
  emailChangeAnswerSchema,
  securityEventsSchema,
  accountDataExportSchema,
  accountSecondFactorsSchema,
  authenticatorAppSetupSchema,
  recoveryCodesAnswerSchema,
  passkeyOptionsAnswerSchema,
  productAssignmentResponseSchema,
  serviceResponseSchema,
  toJsonSchema,
  unavailableBodySchema,
  userRecordSchema,
  webinarRegistrationResponseSchema,
  webinarSeatsResponseSchema,
  type JsonSchema,
} from '@wtm/contract/api-schemas';

// The answers of the API as JSON Schema, converted once from the contract's answer
// schemas (each exactly its wire type). Fastify's serializer writes an answer with the
// schema of its status code and drops any field the schema does not name; the OpenAPI
// document shows the same schemas (decision 0025).
const userRecord = toJsonSchema(userRecordSchema);
export const answers = {
  login: anyOfJsonSchema(loginSuccessSchema, loginFailureSchema),
  service: toJsonSchema(serviceResponseSchema),
  myProduct: toJsonSchema(myProductResponseSchema),
  productAssignment: toJsonSchema(productAssignmentResponseSchema),
  userRecord,
  accountSessions: toJsonSchema(accountSessionsSchema),
  emailChange: toJsonSchema(emailChangeAnswerSchema),
  securityEvents: toJsonSchema(securityEventsSchema),
  accountDataExport: toJsonSchema(accountDataExportSchema),
  secondFactors: toJsonSchema(accountSecondFactorsSchema),
  authenticatorAppSetup: toJsonSchema(authenticatorAppSetupSchema),
  recoveryCodes: toJsonSchema(recoveryCodesAnswerSchema),
  passkeyOptions: toJsonSchema(passkeyOptionsAnswerSchema),
  userRecords: { type: 'array', items: userRecord },
  handoff: anyOfJsonSchema(handoffAcceptedSchema, handoffRefusedSchema),
  error: toJsonSchema(errorBodySchema),
  unavailable: toJsonSchema(unavailableBodySchema),
  webinarRegistration: toJsonSchema(webinarRegistrationResponseSchema),
  webinarSeats: toJsonSchema(webinarSeatsResponseSchema),
} satisfies Record<string, JsonSchema>;

/** A JSON Schema with the description the document gives its answer. */
export function described(description: string, schema: JsonSchema): JsonSchema {
  return { description, ...schema };
}

/**
 * `response` of an API route: its success (200 unless `okStatus` says otherwise), the refusals its own code answers (404, 429, …:
 * status → description), 503 while the database is away, and any other error. The
 * refusals of the request's checks (400, 401, the XSRF 403) are answered with `default`
 * and documented by plugins/external/swagger.ts.
 */
export function apiResponses(ok: JsonSchema, refusals: Record<number, string> = {}, okStatus: 200 | 201 | 204 = 200): Record<string, JsonSchema> {
  return {
    [okStatus]: ok,
    ...Object.fromEntries(Object.entries(refusals).map(([status, description]) => [status, described(description, answers.error)])),
    503: described('The database is unavailable: try again after `Retry-After` seconds.', answers.unavailable),
    default: described('Any other error: a body over 64 KB (413), an unsupported Content-Type (415), a fault of ours (500).', answers.error),
  };
}

/** Descriptions of refusals several routes share. */
export const refusals = {
  notYours: 'The record is not the caller’s, and the caller is not an administrator.',
  tooMany: 'Too many attempts: `Retry-After` says how many seconds to wait.',
} as const;
