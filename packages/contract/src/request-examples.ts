// An example of each request the API takes, for its OpenAPI document (without one, Swagger
// UI invents values from the patterns). Typed by the wire types, and checked against the
// rules by request-examples.test.ts.
import { contentCanarySchema, contentEntryParamsSchema, contentScheduleParamsSchema, contentSectionParamsSchema, editorByEmailSchema, editorGrantSchema, saveDraftSchema, scheduleContentSchema } from './content/content-api.ts';
import type { AnyObjectSchema } from './exact-schema.ts';
import { loginRequestSchema } from './login-schema.ts';
import { accountPasswordRequestSchema, changePasswordRequestSchema, forgotPasswordSchema } from './password-schema.ts';
import { registerSchema } from './register-schema.ts';
import {
  checkProductClientQuerySchema,
  confirmAssignProductQuerySchema,
  eventSlugParamsSchema,
  handoffVerifyRequestSchema,
  myProductQuerySchema,
  passkeyIdParamsSchema,
  sessionIdParamsSchema,
  userIdParamsSchema,
} from './request-params-schema.ts';
import { salesEnquirySchema } from './sales-enquiry-schema.ts';
import { userUpdateSchema } from './user-update-schema.ts';
import { verifyEmailSchema } from './verification-schema.ts';
import { accountDeletionSchema, emailChangeSchema } from './email-change-schema.ts';
import { webinarRegistrationSchema } from './webinar-registration-schema.ts';
import { authenticatorAppConfirmSchema, passkeyNameSchema, passkeyRegistrationSchema, passkeySignInSchema, secondFactorRequestSchema } from './second-factor-schema.ts';
import type { AuthenticatorAppConfirmRequest, PasskeyNameRequest, PasskeyRegistrationRequest, PasskeySignInRequest, SecondFactorRequest } from './second-factor-types.ts';
import type {
  AccountDeletionRequest,
  AccountPasswordRequest,
  EmailChangeRequest,
  ChangePasswordRequest,
  CheckProductClientQuery,
  ConfirmAssignProductQuery,
  ForgotPasswordQuery,
  HandoffVerifyRequest,
  LoginRequest,
  MyProductQuery,
  RegisterRequest,
  SalesEnquiryRequest,
  UserUpdate,
  VerifyEmailRequest,
  WebinarRegistrationRequest,
} from './wire-types.ts';

const clientId = '3f2b8c1e-7a4d-4e9b-9c0a-5d6e7f8a9b0c';

const examples = new Map<AnyObjectSchema, object>([
  [
    registerSchema,
    {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.com',
      password: 'correct horse 42',
      phoneNo: '+91 98450 12345',
      city: 'Pune',
      company: 'Rao Traders',
      jobTitleId: 4,
      product: 'CRM',
      plan: 'standard',
    } satisfies RegisterRequest,
  ],
  [loginRequestSchema, { email: 'asha.rao@example.com', password: 'correct horse 42', rememberMe: true } satisfies LoginRequest],
  [forgotPasswordSchema, { username: 'asha.rao@example.com' } satisfies ForgotPasswordQuery],
  [changePasswordRequestSchema, { password: 'a new passphrase', hash: 'Jx3kQ9vT2mW8rLp5sN7bY4cH6dF1gA0eZuKoXiVqRtM' } satisfies ChangePasswordRequest],
  [accountPasswordRequestSchema, { currentPassword: 'my old passphrase', password: 'a new passphrase' } satisfies AccountPasswordRequest],
  [accountDeletionSchema, { currentPassword: 'my passphrase' } satisfies AccountDeletionRequest],
  [emailChangeSchema, { email: 'asha@verma-daughters.in', currentPassword: 'my passphrase' } satisfies EmailChangeRequest],
  [secondFactorRequestSchema, { token: 'Jm9xv2T1ZcQe8u4pR7wYb3nL6sKd0aHfGiEoUyVtXcB', code: '492039', rememberMe: true } satisfies SecondFactorRequest],
  [authenticatorAppConfirmSchema, { code: '492039' } satisfies AuthenticatorAppConfirmRequest],
  [passkeyNameSchema, { name: 'Work laptop' } satisfies PasskeyNameRequest],
  [passkeyIdParamsSchema, { id: '6a0f3e2c-1b4d-4c8e-9f7a-2d3c4b5a6e7f' }],
  [
    passkeyRegistrationSchema,
    {
      challengeId: '0b8e4c2a-5d7f-4a1e-8c3b-9f6d2e1a7b4c',
      response: { id: 'kV3x…', rawId: 'kV3x…', type: 'public-key', response: { clientDataJSON: '…', attestationObject: '…' }, clientExtensionResults: {} },
      name: 'Work laptop',
    } satisfies PasskeyRegistrationRequest,
  ],
  [
    passkeySignInSchema,
    {
      challengeId: '0b8e4c2a-5d7f-4a1e-8c3b-9f6d2e1a7b4c',
      response: { id: 'kV3x…', rawId: 'kV3x…', type: 'public-key', response: { clientDataJSON: '…', authenticatorData: '…', signature: '…' }, clientExtensionResults: {} },
      rememberMe: true,
    } satisfies PasskeySignInRequest,
  ],
  [
    salesEnquirySchema,
    {
      firstName: 'Vikram',
      company: 'Mehta Stores',
      email: 'vikram@example.com',
      phoneNo: '+91 98450 12345',
      comment: 'GST billing and stock for three branches.',
      enquiryFor: 'WTM Account Books and Inventory',
    } satisfies SalesEnquiryRequest,
  ],
  [userUpdateSchema, { city: 'Chennai', jobTitleId: 9 } satisfies UserUpdate],
  [userIdParamsSchema, { id: clientId }],
  [sessionIdParamsSchema, { id: '6f1c2a9e-4b7d-4e21-9c3a-0d5e8f7b1a24' }],
  [myProductQuerySchema, { clientId } satisfies MyProductQuery],
  [checkProductClientQuerySchema, { clientId, productCode: 'CRM', parentProductCode: 'CRM' } satisfies CheckProductClientQuery],
  [confirmAssignProductQuerySchema, { clientId, productCode: 'CRM', planCode: 'SCEN' } satisfies ConfirmAssignProductQuery],
  [verifyEmailSchema, { code: 'Jx3kQ9vT2mW8rLp5sN7bY4cH6dF1gA0eZuKoXiVqRtM' } satisfies VerifyEmailRequest],
  [webinarRegistrationSchema, { name: 'Meera Iyer', email: 'meera@example.com', company: 'Iyer Exports' } satisfies WebinarRegistrationRequest],
  [eventSlugParamsSchema, { slug: 'gst-ready-accounting-live-demo' }],
  [handoffVerifyRequestSchema, { token: 'eyJ1c2VySWQiOiIzZjJiOGMxZSJ9.bXlzaWduYXR1cmU' } satisfies HandoffVerifyRequest],
  [contentSectionParamsSchema, { section: 'crm' }],
  [contentEntryParamsSchema, { section: 'books', entry: 'home-hero' }],
  [saveDraftSchema, { value: { headline: 'WTM Account Books and Inventory', text: 'GST-ready accounting, inventory and supply chain in one system.' }, revision: 0 }],
  [editorGrantSchema, { editor: true }],
  [editorByEmailSchema, { email: 'editor@example.com' }],
  [scheduleContentSchema, { at: '2027-04-01T00:00:00+05:30' }],
  [contentCanarySchema, { percent: 50 }],
  [contentScheduleParamsSchema, { section: 'crm', id: '0b8f5c1e-3d2a-4f6b-9c7e-1a2b3c4d5e6f' }],
]);

/** The example request for a schema of this package, if it has one. */
export function requestExampleOf(schema: unknown): object | undefined {
  return examples.get(schema as AnyObjectSchema);
}

/** Every schema with its example (for the test that checks them against the rules). */
export const requestExamples: ReadonlyMap<AnyObjectSchema, object> = examples;
