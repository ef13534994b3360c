import { object, type ObjectSchema } from 'yup';
import { challengeField, emailField, requiredTextField, strictString, withoutControlCharacters } from './fields.ts';
import { maxLengths } from './limits.ts';
import { controlCharactersMessage, ruleMessages, specMessages } from './messages.ts';
import type { WebinarRegistrationRequest } from './wire-types.ts';

/**
 * The webinar sign-up form and `POST /api/events/{slug}/registrations` body:
 * name, e-mail and company, with the enquiry form's messages. The `website` honeypot is
 * accepted on purpose: the API decides quietly what to do when a bot fills it.
 */
export const webinarRegistrationSchema: ObjectSchema<WebinarRegistrationRequest> = object({
  name: requiredTextField('Name', maxLengths.name, specMessages.nameRequired),
  email: emailField(),
  company: requiredTextField('Company', maxLengths.company, specMessages.companyRequired),
  website: withoutControlCharacters(strictString('Website').max(maxLengths.honeypot, ruleMessages.honeypotTooLong), controlCharactersMessage('Website')),
  altcha: challengeField(),
});
