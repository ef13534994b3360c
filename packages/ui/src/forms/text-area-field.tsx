import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldFrame } from './field-frame.tsx';
import { controlStyles, type FieldBaseProps } from './field-parts.tsx';

/** Props of {@link TextAreaField}: the shared field props plus every `<textarea>` prop. */
export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'name'>, FieldBaseProps {}

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles};
  resize: vertical;
`;

/** A labelled multi-line input with inline error text. `rows` defaults to 4. */
export function TextAreaField({ rows = 4, ...field }: TextAreaFieldProps) {
  return <FieldFrame field={field}>{(control) => <TextArea rows={rows} {...control} />}</FieldFrame>;
}
