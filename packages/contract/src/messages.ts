// Every user-facing message of the contract. The first group is the field messages word for word,
// odd ones included ("Phone/Mobile number Name is required"): screens and tests match
// them literally. The second group covers rules the product specification names without showing their message.
import { maxLengths, passwordMaxLength, passwordMinLength } from './limits.ts';

/** Field messages exactly as the product specification words them. */
export const specMessages = {
  nameRequired: 'Name is required',
  productRequired: 'Product is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone/Mobile number Name is required',
  /** Exists in the spec, but company has no required rule on the enquiry form. */
  companyRequired: 'Company is required',
  /** Exists in the spec, but no field uses it (the comment is optional). */
  descriptionRequired: 'Description is required',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  cityRequired: 'City is required',
  jobTitleRequired: 'Job title is required',
  usernameRequired: 'Username is required',
  usernameOrEmailRequired: 'Username/Email required',
  confirmPasswordRequired: 'Confirm password required',
} as const;

/** Messages for the format and length rules whose text the spec does not show. */
export const ruleMessages = {
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number (digits, spaces, +, - and brackets)',
  passwordTooShort: `Password must be at least ${passwordMinLength} characters`,
  passwordTooLong: `Password must be at most ${passwordMaxLength} characters`,
  confirmPasswordTooShort: `Confirm password must be at least ${passwordMinLength} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is not correct',
  newPasswordSameAsCurrent: 'The new password must differ from the current one',
  emailSameAsCurrent: 'This is already the address of your account',
  jobTitleInvalid: 'Choose a job title from the list',
  productInvalid: 'Choose a product from the list',
  planInvalid: 'Choose a plan of the chosen product',
  verificationCodeRequired: 'The confirmation link is incomplete. Open the link from the email again.',
  /** A code that is too long or holds control characters: no link we sent. */
  verificationCodeInvalid: 'The confirmation link is not valid',
  resetHashRequired: 'The password reset link is incomplete. Open the link from the email again.',
  /** A reset code that is too long or holds control characters: no link we sent. */
  resetHashInvalid: 'The password reset link is not valid',
  passwordHasNul: 'Password must not contain the NUL character',
  honeypotTooLong: `Website must be at most ${maxLengths.honeypot} characters`,
  challengeTooLong: `The verification must be at most ${maxLengths.challengePayload} characters`,
} as const;

/** "<Label> must be at most <max> characters". */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** "<Label> must not contain control characters" (U+0000–U+001F, U+007F). */
export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}

/** "<Label> must be text", for a JSON value of the wrong type (object, array…). */
export function notTextMessage(label: string): string {
  return `${label} must be text`;
}

/** Status and outcome texts shared by screens and the API. */
export const statusMessages = {
  pleaseWait: 'Please wait...',
  somethingWentWrong: 'Something went wrong!',
  enquirySubmitting: 'Please wait your enquiry is being submitting...',
  enquirySent: 'Your message has been sent. Thank you!',
  redirectingToProduct: 'Please wait while we redirect you to product page...',
  creatingAccount: 'Please wait your account is being created...',
  settingUpProduct: 'Please wait while we setup your product...',
} as const;

/**
 * The 403 of a staff page or API to staff without a second factor: the staff pages show it
 * with a link to the security page, where one is added.
 */
export const STAFF_SECOND_FACTOR_REQUIRED = 'Staff pages need two-factor sign-in. Add an authenticator app or a passkey on your security page, then come back.';
