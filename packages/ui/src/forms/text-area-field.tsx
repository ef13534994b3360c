import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldMessages, FieldWrapper, Label, LabelText, useFieldAria, type FieldBaseProps } from './field-parts.tsx';

/** Props of {@link TextAreaField}: the shared field props plus every `<textarea>` prop. */
export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'name'>, FieldBaseProps {}

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles};
  resize: vertical;
`;

/** A labelled multi-line input with inline error text. `rows` defaults to 4. */
export function TextAreaField({
  id,
  name,
  label,
  error,
  hint,
  className,
  rows = 4,
  'aria-describedby': describedBy,
  ...textAreaProps
}: TextAreaFieldProps) {
  const { controlId, errorId, hintId, controlAria } = useFieldAria(id, error, hint, describedBy);
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={controlId}>
        <LabelText required={textAreaProps.required}>{label}</LabelText>
      </Label>
      <TextArea id={controlId} name={name} rows={rows} $invalid={Boolean(error)} {...controlAria} {...textAreaProps} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrapper>
  );
}
