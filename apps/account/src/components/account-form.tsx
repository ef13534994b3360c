import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { toFinalFormValidator, validate, type SchemaOf } from '@wtm/contract';
import { focusFirstInvalid } from '@wtm/ui';

/** Raw values as the fields hold them (strings, booleans) before the schema cleans them. */
export type RawValues = Record<string, unknown>;

export interface AccountFormProps<Clean> {
  /** The contract schema: it validates the raw values and cleans them for the request. */
  schema: SchemaOf<Clean>;
  /**
   * Called with the cleaned values (trimmed, cast) of a valid form only. The form counts
   * as loading until the promise settles; it must not reject (handle failures inside).
   */
  onSubmit: (values: Clean, form: FormApi<RawValues>) => Promise<void>;
  initialValues?: RawValues;
  /** id of the heading that names the form. */
  labelledBy?: string;
  className?: string;
  children: (state: { submitting: boolean }) => ReactNode;
}

/**
 * A react-final-form form with the portal's rules: the contract's validation, no
 * browser bubbles (`noValidate`), messages only after a submit attempt (see
 * form-fields.tsx), and focus on the first invalid field when a submit is refused.
 */
export function AccountForm<Clean>({ schema, onSubmit, initialValues, labelledBy, className, children }: AccountFormProps<Clean>) {
  const validator = useMemo(() => toFinalFormValidator(schema), [schema]);
  const submit = async (raw: RawValues, form: FormApi<RawValues>) => {
    const result = validate(schema, raw);
    if (result.ok) await onSubmit(result.value, form);
  };
  return (
    <Form<RawValues> onSubmit={submit} validate={validator} initialValues={initialValues} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting, form }) => (
        <form
          noValidate
          aria-labelledby={labelledBy}
          className={className}
          onSubmit={(event) => {
            const target = event.currentTarget;
            void handleSubmit(event);
            const state = form.getState();
            if (state.submitFailed && state.hasValidationErrors) focusFirstInvalid(target, state.errors);
          }}
        >
          {children({ submitting: Boolean(submitting) })}
        </form>
      )}
    </Form>
  );
}
