import { object, string, type ObjectSchema } from 'yup';
import { challengeField, emailField, phoneField, requiredTextField, strictString, textField, trimString, withoutControlCharacters } from './fields.ts';
import { maxLengths } from './limits.ts';
import { controlCharactersMessage, ruleMessages, specMessages } from './messages.ts';
import { enquiryProducts, type EnquiryProduct } from './products.ts';
import type { SalesEnquiryRequest } from './wire-types.ts';

/**
 * Sales enquiry form and `POST /api/register/salesEnquiry` body: name, product,
 * email and phone required; company and comment optional. The `website` honeypot is
 * accepted here on purpose: the API decides quietly what to do when a bot fills it.
 */
export const salesEnquirySchema: ObjectSchema<SalesEnquiryRequest> = object({
  firstName: requiredTextField('Name', maxLengths.name, specMessages.nameRequired),
  enquiryFor: string<EnquiryProduct>()
    .typeError(specMessages.productRequired)
    .transform(trimString)
    // An empty choice is a missing product, not an unknown one.
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(specMessages.productRequired)
    .oneOf(enquiryProducts, ruleMessages.productInvalid),
  company: textField('Company', maxLengths.company),
  email: emailField(),
  phoneNo: phoneField(),
  comment: textField('Description', maxLengths.comment, { multiLine: true }),
  website: withoutControlCharacters(strictString('Website').max(maxLengths.honeypot, ruleMessages.honeypotTooLong), controlCharactersMessage('Website')),
  altcha: challengeField(),
});
