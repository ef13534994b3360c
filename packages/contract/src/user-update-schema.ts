import { object, type ObjectSchema } from 'yup';
import { optionalJobTitleField, optionalPhoneField, textField } from './fields.ts';
import { maxLengths } from './limits.ts';
import { specMessages } from './messages.ts';
import { registerSchema } from './register-schema.ts';
import type { UserUpdate } from './wire-types.ts';

/**
 * `PUT /users/{id}` body: every field optional, but a field that is sent must be valid
 * and not blank. With {@link validate}, keys outside this allow-list (password, role,
 * email, id…) are dropped, so they can never reach the database.
 */
export const userUpdateSchema: ObjectSchema<UserUpdate> = object({
  firstName: textField('First Name', maxLengths.name).min(1, specMessages.firstNameRequired),
  lastName: textField('Last name', maxLengths.name).min(1, specMessages.lastNameRequired),
  phoneNo: optionalPhoneField().min(1, specMessages.phoneRequired),
  city: textField('City', maxLengths.city).min(1, specMessages.cityRequired),
  company: textField('Company', maxLengths.company).min(1, specMessages.companyRequired),
  jobTitleId: optionalJobTitleField(),
});

/** The profile form's values: the registration's rules, every field required. */
export type ProfileValues = Required<UserUpdate>;

/** The Profile form: the registration fields a customer may change, as registration checks them. */
export const profileSchema: ObjectSchema<ProfileValues> = registerSchema.pick(['firstName', 'lastName', 'phoneNo', 'city', 'company', 'jobTitleId']);
