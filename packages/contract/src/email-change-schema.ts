import { object, type ObjectSchema } from 'yup';
import { emailField } from './fields.ts';
import { confirmingPasswordField } from './password-schema.ts';
import type { AccountDeletionRequest, EmailChangeRequest } from './wire-types.ts';

/**
 * A signed-in customer's new address and current password: the form on the security page
 * and `POST /api/account/email`. The address changes only once a link mailed to it is opened.
 */
export const emailChangeSchema: ObjectSchema<EmailChangeRequest> = object({
  email: emailField(),
  currentPassword: confirmingPasswordField(),
});

/** "Delete my account" on the security page and `POST /api/account/delete`: the current password. */
export const accountDeletionSchema: ObjectSchema<AccountDeletionRequest> = object({
  currentPassword: confirmingPasswordField(),
});
