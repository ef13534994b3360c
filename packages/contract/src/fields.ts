// Field rules shared by the schemas. Each builder trims (except passwords), bounds the
// length and uses the messages of messages.ts, so a rule changes in one place only.
import { number, string } from 'yup';
import { jobTitleIds } from './job-titles.ts';
import { maxLengths, passwordMaxLength, passwordMinLength } from './limits.ts';
import { notTextMessage, ruleMessages, specMessages, tooLongMessage } from './messages.ts';

// Digits, spaces, +, - and brackets, with at least five digits so "+()" is refused.
const phonePattern = /^(?=(?:[^0-9]*[0-9]){5})[0-9 +()-]+$/;
// yup's email() follows the HTML spec, which accepts "a@b"; mail needs a dotted domain.
const dottedDomain = /@[^@\s]+\.[^@\s.]+$/;

/**
 * Trims strings and leaves anything else for the type check. yup's own trim() calls
 * value.trim() on whatever it gets, so `{ "name": {} }` in a request body would throw
 * a TypeError (a 500) instead of a validation message.
 */
export function trimString(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * A string schema that refuses anything but text. yup would otherwise cast `true` to
 * "true" and 42 to "42", letting odd JSON through as if someone had typed it.
 */
export function strictString(label: string) {
  return string()
    .typeError(notTextMessage(label))
    .test('text', notTextMessage(label), (_value, context) => {
      const original: unknown = context.originalValue;
      return original === undefined || original === null || typeof original === 'string';
    });
}

/** A trimmed text field, refused when it is not text or longer than `max`. */
export function textField(label: string, max: number) {
  return strictString(label).transform(trimString).max(max, tooLongMessage(label, max));
}

/** A trimmed text field that must not be empty (whitespace only counts as empty). */
export function requiredTextField(label: string, max: number, requiredMessage: string) {
  return textField(label, max).required(requiredMessage);
}

/** A required email address with a real format check. */
export function emailField(requiredMessage: string = specMessages.emailRequired) {
  return requiredTextField('Email', maxLengths.email, requiredMessage)
    .email(ruleMessages.emailInvalid)
    .matches(dottedDomain, { message: ruleMessages.emailInvalid, excludeEmptyString: true });
}

/** A phone or mobile number, format-checked when present. */
export function optionalPhoneField() {
  return textField('Phone/Mobile number', maxLengths.phone).matches(phonePattern, {
    message: ruleMessages.phoneInvalid,
    excludeEmptyString: true,
  });
}

/** A required phone or mobile number. */
export function phoneField() {
  return optionalPhoneField().required(specMessages.phoneRequired);
}

/**
 * A password with the length rules of spec §5. Never trimmed: spaces are part of a
 * password, and trimming would silently change what the user chose.
 */
export function passwordField(
  requiredMessage: string = specMessages.passwordRequired,
  tooShortMessage: string = ruleMessages.passwordTooShort,
) {
  return strictString('Password')
    .required(requiredMessage)
    .min(passwordMinLength, tooShortMessage)
    .max(passwordMaxLength, ruleMessages.passwordTooLong);
}

/** A sign-in password: required and bounded, but no minimum (that is for choosing one). */
export function currentPasswordField() {
  return strictString('Password')
    .required(specMessages.passwordRequired)
    .max(passwordMaxLength, ruleMessages.passwordTooLong);
}

/** A solved proof-of-work challenge's payload: optional text, bounded. */
export function challengeField() {
  return strictString('Verification').max(maxLengths.challengePayload, ruleMessages.challengeTooLong);
}

/** The job title id; a select sends "3", JSON sends 3, both become the number 3. */
export function optionalJobTitleField() {
  // An empty select casts to NaN, which yup reports as a type error: that is "not chosen".
  return number().typeError(specMessages.jobTitleRequired).oneOf([...jobTitleIds], ruleMessages.jobTitleInvalid);
}

/** A required job title id. */
export function jobTitleField() {
  return optionalJobTitleField().required(specMessages.jobTitleRequired);
}
