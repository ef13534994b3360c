import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldMessages, FieldWrapper, Label, LabelText, useFieldAria, type FieldBaseProps } from './field-parts.tsx';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}: the shared field props plus every `<select>` prop. */
export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'name' | 'children'>, FieldBaseProps {
  options: readonly SelectOption[];
  /**
   * Text of a first option with value `""`, e.g. "Select a product". It stays
   * selectable, so an unanswered required select fails validation with its message.
   */
  placeholder?: string;
}

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles};
`;

/** A labelled drop-down list with an optional placeholder option and inline error text. */
export function SelectField({
  id,
  name,
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const { controlId, errorId, hintId, controlAria } = useFieldAria(id, error, hint, describedBy);
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={controlId}>
        <LabelText required={selectProps.required}>{label}</LabelText>
      </Label>
      <Select id={controlId} name={name} $invalid={Boolean(error)} {...controlAria} {...selectProps}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrapper>
  );
}
