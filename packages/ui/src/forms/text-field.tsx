import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldFrame } from './field-frame.tsx';
import { controlStyles, type FieldBaseProps } from './field-parts.tsx';

/** Props of {@link TextField}: the shared field props plus every `<input>` prop. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'name'>, FieldBaseProps {}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles};
`;

/** A labelled single-line input (text, email, tel, password, …) with inline error text. */
export function TextField({ type = 'text', ...field }: TextFieldProps) {
  return <FieldFrame field={field}>{(control) => <Input type={type} {...control} />}</FieldFrame>;
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
