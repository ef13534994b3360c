import { object, ref, string, type ObjectSchema } from 'yup';
import { passwordField, requiredTextField, trimString, withoutControlCharacters } from './fields.ts';
import { maxLengths } from './limits.ts';
import { ruleMessages, specMessages } from './messages.ts';
import type { AccountPasswordRequest, ChangePasswordRequest, ForgotPasswordQuery } from './wire-types.ts';

/** Forgot-password form and `GET /api/login/forgotPassword` query. */
export const forgotPasswordSchema: ObjectSchema<ForgotPasswordQuery> = object({
  username: requiredTextField('Username/Email', maxLengths.username, specMessages.usernameOrEmailRequired),
});

/** Values of the change-password form. */
export interface ChangePasswordFormValues {
  password: string;
  confirmPassword: string;
}

/**
 * The change-password form: both fields required, at least 6 characters.
 * The product specification says: the original never compared the two; we do, because a mistyped new
 * password would lock the customer out of an account they just recovered.
 */
export const changePasswordSchema: ObjectSchema<ChangePasswordFormValues> = object({
  password: passwordField(),
  confirmPassword: passwordField(specMessages.confirmPasswordRequired, ruleMessages.confirmPasswordTooShort).oneOf(
    [ref('password')],
    ruleMessages.passwordsDoNotMatch,
  ),
});

/** Body of our `POST /api/login/changePassword` and query of the legacy `GET`, for the API. */
export const changePasswordRequestSchema: ObjectSchema<ChangePasswordRequest> = object({
  password: passwordField(),
  hash: withoutControlCharacters(
    string()
      .typeError(ruleMessages.resetHashRequired)
      .transform(trimString)
      .required(ruleMessages.resetHashRequired)
      .max(maxLengths.resetHash, ruleMessages.resetHashInvalid),
    ruleMessages.resetHashInvalid,
  ),
});

/** Values of the signed-in change-password form. */
export interface AccountPasswordFormValues extends AccountPasswordRequest {
  confirmPassword: string;
}

/** The current password of a signed-in change: only required, whatever the account's password is, it is checked against its hash. */
export const confirmingPasswordField = () => passwordField(ruleMessages.currentPasswordRequired).min(1, ruleMessages.currentPasswordRequired);

/** The API's check of a signed-in password change. */
export const accountPasswordRequestSchema: ObjectSchema<AccountPasswordRequest> = object({
  currentPassword: confirmingPasswordField(),
  password: passwordField().notOneOf([ref('currentPassword')], ruleMessages.newPasswordSameAsCurrent),
});

/** The signed-in change-password form: the current password, the new one twice. */
export const accountPasswordSchema: ObjectSchema<AccountPasswordFormValues> = object({
  currentPassword: confirmingPasswordField(),
  password: passwordField().notOneOf([ref('currentPassword')], ruleMessages.newPasswordSameAsCurrent),
  confirmPassword: passwordField(specMessages.confirmPasswordRequired, ruleMessages.confirmPasswordTooShort).oneOf([ref('password')], ruleMessages.passwordsDoNotMatch),
});
