import type { ReactNode } from 'react';
import { FieldMessages, FieldWrapper, Label, LabelText, useFieldAria, type FieldBaseProps } from './field-parts.tsx';

/** The props of a labelled field that the frame itself uses. */
type FrameProps = FieldBaseProps & { required?: boolean | undefined; 'aria-describedby'?: string | undefined };

/**
 * What {@link FieldFrame} gives its control: the field's other props (`name`, `required`,
 * `value`, …), the id the label points at, the error flag and the ARIA ties to the messages.
 */
export type FieldControlProps<P extends FrameProps> = Omit<P, 'id' | 'label' | 'error' | 'hint' | 'className' | 'aria-describedby'> & {
  id: string;
  $invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps<P extends FrameProps> {
  /** The field's props as its caller gave them. */
  field: P;
  /** Renders the control (an input, select or text area) with the props it is given. */
  children: (control: FieldControlProps<P>) => ReactNode;
}

/**
 * The label above a control and the hint and error lines under it, tied together by ids;
 * a required field's label gets the `*` mark. The caller's props reach the control last,
 * so an explicit `aria-invalid`, say, still wins.
 */
export function FieldFrame<P extends FrameProps>({ field, children }: FieldFrameProps<P>) {
  const { id, label, error, hint, className, 'aria-describedby': describedBy, ...controlProps } = field;
  const { controlId, errorId, hintId, controlAria } = useFieldAria(id, error, hint, describedBy);
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={controlId}>
        <LabelText required={field.required}>{label}</LabelText>
      </Label>
      {children({ id: controlId, $invalid: Boolean(error), ...controlAria, ...controlProps })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrapper>
  );
}
