import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldMessages, FieldWrapper, Label, LabelText, useFieldAria, type FieldBaseProps } from './field-parts.tsx';

/** Props of {@link TextField}: the shared field props plus every `<input>` prop. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'name'>, FieldBaseProps {}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles};
`;

/** A labelled single-line input (text, email, tel, password, …) with inline error text. */
export function TextField({
  id,
  name,
  label,
  error,
  hint,
  className,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const { controlId, errorId, hintId, controlAria } = useFieldAria(id, error, hint, describedBy);
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={controlId}>
        <LabelText required={inputProps.required}>{label}</LabelText>
      </Label>
      <Input id={controlId} name={name} type={type} $invalid={Boolean(error)} {...controlAria} {...inputProps} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrapper>
  );
}

/** Props of {@link PasswordField}: as `TextField`, without `type`. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A `TextField` of type password. `autoComplete` defaults to `current-password`; pass
 * `new-password` on registration and change-password forms so managers offer to save it.
 */
export function PasswordField({ autoComplete = 'current-password', ...rest }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={autoComplete} {...rest} />;
}
