import { object, string, type ObjectSchema } from 'yup';
import { emailField, jobTitleField, passwordField, phoneField, requiredTextField, trimString } from './fields.ts';
import { maxLengths } from './limits.ts';
import { ruleMessages, specMessages } from './messages.ts';
import { productCodes, type ProductCode } from './products.ts';
import { pricingPlanIds } from './trial.ts';
import type { RegisterRequest } from './wire-types.ts';

/** Trimmed, and an empty value counts as not given. */
function emptyAsAbsent(value: unknown): unknown {
  const trimmed = trimString(value);
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Registration form and `POST /api/register/save` body: every field required,
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
  // The product and plan chosen on a product page; the form takes them from the
  // link, already checked, so these messages only reach a client that sends its own.
  product: string<ProductCode>().typeError(ruleMessages.productInvalid).transform(emptyAsAbsent).oneOf(productCodes, ruleMessages.productInvalid),
  // Any plan of the catalogue here (the document lists them); that it is a plan of the
  // chosen product is the API's check, which needs both fields.
  plan: string().typeError(ruleMessages.planInvalid).transform(emptyAsAbsent).oneOf(pricingPlanIds, ruleMessages.planInvalid),
});
