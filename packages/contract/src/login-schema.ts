import { boolean, object, type ObjectSchema } from 'yup';
import { currentPasswordField, requiredTextField } from './fields.ts';
import { maxLengths } from './limits.ts';
import { specMessages } from './messages.ts';
import type { LoginRequest } from './wire-types.ts';

/** Values of the sign-in form (spec §2): the username field becomes the wire `email`. */
export interface LoginFormValues {
  username: string;
  password: string;
  /** "Remember me" (issue 3): a longer session. */
  rememberMe?: boolean;
}

/** The sign-in form (spec §5): username and password required. */
export const loginSchema: ObjectSchema<LoginFormValues> = object({
  username: requiredTextField('Username', maxLengths.username, specMessages.usernameRequired),
  password: currentPasswordField(),
  rememberMe: boolean().typeError('Remember me must be true or false'),
});

/**
 * `POST /api/login/login` body, for the API. No email format check: a malformed address
 * simply fails to sign in, with the same answer as a wrong password (no enumeration).
 */
export const loginRequestSchema: ObjectSchema<LoginRequest> = object({
  email: requiredTextField('Username', maxLengths.username, specMessages.usernameRequired),
  password: currentPasswordField(),
  rememberMe: boolean().typeError('Remember me must be true or false'),
});

/** Turns the form's values into the wire request. */
export function toLoginRequest(values: LoginFormValues): LoginRequest {
  const request: LoginRequest = { email: values.username, password: values.password };
  if (values.rememberMe !== undefined) request.rememberMe = values.rememberMe;
  return request;
}
