import { boolean, object, type ObjectSchema } from 'yup';
import { challengeField, currentPasswordField, requiredTextField } from './fields.ts';
import { maxLengths } from './limits.ts';
import { specMessages } from './messages.ts';
import type { LoginFormValues } from './login-values.ts';
import type { LoginRequest } from './wire-types.ts';

/** The sign-in form: username and password required. */
export const loginSchema: ObjectSchema<LoginFormValues> = object({
  username: requiredTextField('Username', maxLengths.username, specMessages.usernameRequired),
  password: currentPasswordField(),
  rememberMe: boolean().typeError('Remember me must be true or false'),
  altcha: challengeField(),
});

/**
 * `POST /api/login/login` body, for the API. No email format check: a malformed address
 * simply fails to sign in, with the same answer as a wrong password (no enumeration).
 */
export const loginRequestSchema: ObjectSchema<LoginRequest> = object({
  email: requiredTextField('Username', maxLengths.username, specMessages.usernameRequired),
  password: currentPasswordField(),
  rememberMe: boolean().typeError('Remember me must be true or false'),
  altcha: challengeField(),
});
