import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldFrame } from './field-frame.tsx';
import { controlStyles, type FieldBaseProps } from './field-parts.tsx';

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
export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  return (
    <FieldFrame field={field}>
      {(control) => (
        <Select {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}
