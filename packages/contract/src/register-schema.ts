import { object, type ObjectSchema } from 'yup';
import { emailField, jobTitleField, passwordField, phoneField, requiredTextField } from './fields.ts';
import { maxLengths } from './limits.ts';
import { specMessages } from './messages.ts';
import type { RegisterRequest } from './wire-types.ts';

/**
 * Registration form and `POST /api/register/save` body (spec §5): every field required,
 * a valid email, a password of 6 to 128 characters, a job title from the list.
 */
export const registerSchema: ObjectSchema<RegisterRequest> = object({
  firstName: requiredTextField('First Name', maxLengths.name, specMessages.firstNameRequired),
  lastName: requiredTextField('Last name', maxLengths.name, specMessages.lastNameRequired),
  email: emailField(),
  password: passwordField(),
  phoneNo: phoneField(),
  city: requiredTextField('City', maxLengths.city, specMessages.cityRequired),
  company: requiredTextField('Company', maxLengths.company, specMessages.companyRequired),
  jobTitleId: jobTitleField(),
});
