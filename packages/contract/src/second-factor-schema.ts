import { boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { challengeField, requiredTextField } from './fields.ts';
import type { AuthenticatorAppConfirmRequest, PasskeyNameRequest, PasskeyRegistrationRequest, PasskeySignInRequest, SecondFactorRequest } from './second-factor-types.ts';

export const secondFactorMessages = {
  codeRequired: 'Enter the code from your authenticator app, or a recovery code.',
  passkeyNameRequired: 'Please give the passkey a name.',
} as const;

/** A code as typed: six digits, or a recovery code (ten letters and digits, a dash allowed). */
const codeField = () => requiredTextField('Code', 20, secondFactorMessages.codeRequired);
const ceremonyAnswer = () => mixed<Record<string, unknown>>((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)).required('The passkey’s answer is missing.')
    .meta({ jsonSchema: { type: 'object', additionalProperties: true } });
const challengeIdField = () => string().uuid('The passkey challenge is not one of ours.').required('The passkey challenge is missing.');

/** The second step of a sign-in (form and `POST /api/login/secondFactor`). */
export const secondFactorRequestSchema: ObjectSchema<SecondFactorRequest> = object({
  token: requiredTextField('Sign-in', 64, 'This sign-in has no token: enter your email and password again.'),
  code: codeField(),
  rememberMe: boolean().typeError('Remember me must be true or false'),
  altcha: challengeField(),
});

/** The second step's form: the code, and the challenge once an answer asked for one. */
export const secondFactorCodeSchema: ObjectSchema<{ code: string; altcha?: string }> = object({ code: codeField(), altcha: challengeField() });

/** The authenticator app's first code, which confirms its setup. */
export const authenticatorAppConfirmSchema: ObjectSchema<AuthenticatorAppConfirmRequest> = object({ code: codeField() });

export const passkeyNameSchema: ObjectSchema<PasskeyNameRequest> = object({ name: requiredTextField('Name', 60, secondFactorMessages.passkeyNameRequired) });

export const passkeyRegistrationSchema: ObjectSchema<PasskeyRegistrationRequest> = object({
  challengeId: challengeIdField(),
  response: ceremonyAnswer(),
  name: requiredTextField('Name', 60, secondFactorMessages.passkeyNameRequired),
});

export const passkeySignInSchema: ObjectSchema<PasskeySignInRequest> = object({
  challengeId: challengeIdField(),
  response: ceremonyAnswer(),
  rememberMe: boolean().typeError('Remember me must be true or false'),
});
