// The ui fields bound to react-final-form. Errors show only after a submit attempt
// until then a field never looks invalid, however it is edited.
import { useField, type FieldMetaState } from 'react-final-form';
// The package's own name, not an inner file: an app's build then takes the fields from
// the shared @wtm/ui (one copy on the page) while this module is bundled with the app.
import {
  CheckboxField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type PasswordFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@wtm/ui';

/** A field's props without those the form supplies (value, handlers, error). */
export type Bound<P> = Omit<P, 'value' | 'checked' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;

/**
 * The message to show once the form has been submitted: the field's first error, else
 * what the server said of it (a submit's errors) until the field is edited again.
 */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.submitFailed) return undefined;
  if (typeof meta.error === 'string') return meta.error;
  return typeof meta.submitError === 'string' && meta.dirtySinceLastSubmit !== true ? meta.submitError : undefined;
}

/** A TextField bound to the form value of the same name. */
export function FormTextField(props: Bound<TextFieldProps>) {
  const { input, meta } = useField<string, HTMLInputElement>(props.name, { type: props.type });
  return <TextField {...props} {...input} error={shownError(meta)} />;
}

/** A PasswordField bound to the form value of the same name. */
export function FormPasswordField(props: Bound<PasswordFieldProps>) {
  const { input, meta } = useField<string, HTMLInputElement>(props.name);
  return <PasswordField {...props} {...input} error={shownError(meta)} />;
}

/** A SelectField bound to the form value of the same name (the value stays a string). */
export function FormSelectField(props: Bound<SelectFieldProps>) {
  const { input, meta } = useField<string, HTMLSelectElement>(props.name);
  return <SelectField {...props} {...input} error={shownError(meta)} />;
}

/** A TextAreaField bound to the form value of the same name. */
export function FormTextAreaField(props: Bound<TextAreaFieldProps>) {
  const { input, meta } = useField<string, HTMLTextAreaElement>(props.name);
  return <TextAreaField {...props} {...input} error={shownError(meta)} />;
}

/** A CheckboxField bound to a boolean form value of the same name. */
export function FormCheckboxField(props: Bound<CheckboxFieldProps>) {
  const { input, meta } = useField<boolean, HTMLInputElement>(props.name, { type: 'checkbox' });
  // A checkbox carries `checked`; its boolean `value` would only become the string "true".
  const { value: _value, ...checkbox } = input;
  return <CheckboxField {...props} {...checkbox} error={shownError(meta)} />;
}
