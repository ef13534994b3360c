// Field rules shared by the schemas. Each builder trims (except passwords), bounds the
// length and uses the messages of messages.ts, so a rule changes in one place only.
import { number, string, type StringSchema } from 'yup';
import { jobTitleIds } from './job-titles.ts';
import { maxLengths, passwordMaxLength, passwordMinLength } from './limits.ts';
import { controlCharactersMessage, notTextMessage, ruleMessages, specMessages, tooLongMessage } from './messages.ts';

// Digits, spaces, +, - and brackets, with at least five digits so "+()" is refused.
const phonePattern = /^(?=(?:[^0-9]*[0-9]){5})[0-9 +()-]+$/;
// yup's email() follows the HTML spec, which accepts "a@b"; mail needs a dotted domain.
const dottedDomain = /@[^@\s]+\.[^@\s.]+$/;

// C0 control characters and DEL, as the body of a character class. No field has a use for
// them, and PostgreSQL cannot store U+0000 at all (a 500 there): they are refused
// on both databases alike. A multi-line text keeps tab, line feed and carriage return.
const controlCharacters = '\\u0000-\\u001F\\u007F';
const controlCharactersButLineBreaks = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';

// Any string schema of this file (required or not, narrowed to a union or not).
type AnyStringSchema = StringSchema<any, any, any, any>;

/**
 * Adds a test refusing the `characters` (a character-class body). The test carries the
 * JSON Schema `pattern` it amounts to, so the API's OpenAPI document shows the rule.
 */
function refusing<S extends AnyStringSchema>(schema: S, name: string, characters: string, message: string): S {
  const found = new RegExp(`[${characters}]`);
  return schema.test({
    name,
    message,
    params: { pattern: `^[^${characters}]*$` },
    test: (value: unknown) => typeof value !== 'string' || !found.test(value),
  });
}

/** Refuses control characters (U+0000–U+001F, U+007F); `multiLine` keeps tab, CR and LF. */
export function withoutControlCharacters<S extends AnyStringSchema>(schema: S, message: string, { multiLine = false } = {}): S {
  return refusing(schema, 'noControlCharacters', multiLine ? controlCharactersButLineBreaks : controlCharacters, message);
}

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

/**
 * A trimmed text field, refused when it is not text, longer than `max` or holds control
 * characters (`multiLine` text may hold tabs and line breaks).
 */
export function textField(label: string, max: number, { multiLine = false } = {}) {
  const field = strictString(label).transform(trimString).max(max, tooLongMessage(label, max));
  return withoutControlCharacters(field, controlCharactersMessage(label), { multiLine });
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
 * A password with the length rules. Never trimmed: spaces are part of a
 * password, and trimming would silently change what the user chose.
 */
export function passwordField(
  requiredMessage: string = specMessages.passwordRequired,
  tooShortMessage: string = ruleMessages.passwordTooShort,
) {
  const field = strictString('Password')
    .required(requiredMessage)
    .min(passwordMinLength, tooShortMessage)
    .max(passwordMaxLength, ruleMessages.passwordTooLong);
  return withoutNul(field);
}

/**
 * A password is hashed, never stored or shown, so only U+0000 is refused: a C string ends
 * there, and a password must mean the same to every library it passes through.
 */
function withoutNul<S extends AnyStringSchema>(schema: S): S {
  return refusing(schema, 'noNulCharacter', '\\u0000', ruleMessages.passwordHasNul);
}

/** A sign-in password: required and bounded, but no minimum (that is for choosing one). */
export function currentPasswordField() {
  return withoutNul(strictString('Password').required(specMessages.passwordRequired).max(passwordMaxLength, ruleMessages.passwordTooLong));
}

/** A solved proof-of-work challenge's payload: optional text, bounded. */
export function challengeField() {
  const field = strictString('Verification').max(maxLengths.challengePayload, ruleMessages.challengeTooLong);
  return withoutControlCharacters(field, controlCharactersMessage('The verification'));
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
