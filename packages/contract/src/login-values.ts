// The sign-in form's values and their wire request, apart from the rules (no yup), so
// the sign-in screen can send a request before the rules have loaded.
import type { LoginRequest } from './wire-types.ts';

/** Values of the sign-in form: the username field becomes the wire `email`. */
export interface LoginFormValues {
  username: string;
  password: string;
  /** "Remember me": a longer session. */
  rememberMe?: boolean;
  /** A solved proof-of-work challenge, once an answer asked for one. */
  altcha?: string;
}

/** Turns the form's values into the wire request. */
export function toLoginRequest(values: LoginFormValues): LoginRequest {
  const request: LoginRequest = { email: values.username, password: values.password };
  if (values.rememberMe !== undefined) request.rememberMe = values.rememberMe;
  if (values.altcha !== undefined) request.altcha = values.altcha;
  return request;
}
