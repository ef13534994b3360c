// The ui fields bound to react-final-form. Errors show only after a submit attempt
// (spec §4, §5): until then a field never looks invalid, however it is edited.
import { useField, type FieldMetaState } from 'react-final-form';
import { SelectField, TextAreaField, TextField, type SelectFieldProps, type TextAreaFieldProps, type TextFieldProps } from '@wtm/ui';

type Bound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;

/** The message to show: the field's first error once the form has been submitted. */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  return meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
}

/** A TextField bound to the form value of the same name. */
export function FormTextField(props: Bound<TextFieldProps>) {
  const { input, meta } = useField<string, HTMLInputElement>(props.name, { type: props.type });
  return <TextField {...props} {...input} error={shownError(meta)} />;
}

/** A SelectField bound to the form value of the same name. */
export function FormSelectField(props: Bound<SelectFieldProps>) {
  const { input, meta } = useField<string, HTMLSelectElement>(props.name);
  return <SelectField {...props} {...input} error={shownError(meta)} />;
}

/** A TextAreaField bound to the form value of the same name. */
export function FormTextAreaField(props: Bound<TextAreaFieldProps>) {
  const { input, meta } = useField<string, HTMLTextAreaElement>(props.name);
  return <TextAreaField {...props} {...input} error={shownError(meta)} />;
}
