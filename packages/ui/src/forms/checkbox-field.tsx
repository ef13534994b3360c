import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldMessages, FieldWrapper, LabelText, useFieldAria, type FieldBaseProps } from './field-parts.tsx';

/** Props of {@link CheckboxField}: the shared field props plus every `<input>` prop but `type`. */
export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'name' | 'type'>, FieldBaseProps {}

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  cursor: pointer;
`;

const Box = styled.input<{ $invalid: boolean }>`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.fieldError}` : 'none')};
  outline-offset: 2px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/**
 * A checkbox with its label to the right, e.g. "Remember me". With react-final-form use
 * `<Field type="checkbox">` so `input.checked` is passed through.
 */
export function CheckboxField({ id, name, label, error, hint, className, 'aria-describedby': describedBy, ...inputProps }: CheckboxFieldProps) {
  const { controlId, errorId, hintId, controlAria } = useFieldAria(id, error, hint, describedBy);
  return (
    <FieldWrapper className={className}>
      <Row htmlFor={controlId}>
        <Box id={controlId} name={name} type="checkbox" $invalid={Boolean(error)} {...controlAria} {...inputProps} />
        <LabelText required={inputProps.required}>{label}</LabelText>
      </Row>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrapper>
  );
}
