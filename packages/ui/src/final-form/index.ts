// @wtm/ui/final-form: the ui fields bound to react-final-form. Unlike `@wtm/ui` this entry
// is not a shared module: each app that imports it bundles it with its own copy of
// react-final-form, the one its <Form> uses (a second copy would be a second form context).
export { FormCheckboxField, FormPasswordField, FormSelectField, FormTextAreaField, FormTextField, shownError, type Bound } from './form-fields.tsx';
export { submitFocusingInvalid } from './submit-focusing-invalid.ts';
export { ChallengeField, type ChallengeFieldProps } from './challenge-field.tsx';
export { useChallenge, type Challenge, type ChallengeAnswer } from './use-challenge.ts';
