import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useDispatch } from 'react-redux';
import type { SchemaOf } from '@wtm/contract';
import { showError } from '@wtm/shell-contract';
import { focusFirstInvalid } from '@wtm/ui';
import { submitFocusingInvalid } from '@wtm/ui/final-form';
import { ScriptedFieldset } from '@wtm/ui/sections';
import { loadContractRules, loadedContractRules, type ContractRules } from '../lib/contract-rules.ts';
import { formNotLoadedMessage } from '../lib/error-messages.ts';

/** Raw values as the fields hold them (strings, booleans) before the schema cleans them. */
export type RawValues = Record<string, unknown>;

/** Picks a form's schema from the contract; defined once per form, outside render. */
export type SchemaPick<Clean> = (contract: ContractRules) => SchemaOf<Clean>;

export interface AccountFormProps<Clean> {
  /** The contract schema: it validates the raw values and cleans them for the request. */
  schema: SchemaPick<Clean>;
  /**
   * Called with the cleaned values (trimmed, cast) of a valid form only. The form counts
   * as loading until the promise settles; it must not reject (handle failures inside).
   * It may resolve with the server's refusal per field, shown under each until edited.
   */
  onSubmit: (values: Clean, form: FormApi<RawValues>) => Promise<SubmissionErrors | void>;
  initialValues?: RawValues;
  /** id of the heading that names the form. */
  labelledBy?: string;
  className?: string;
  children: (state: { submitting: boolean }) => ReactNode;
}

/** A ref that is false while the component is unmounted (StrictMode's trial unmount too). */
function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * The contract's rules once loaded, and the function that loads them (once) and gives
 * them to the form. The form calls it when someone starts using it (a field or the
 * button gets focus) and at a submit: the screen shows without the rules, and their
 * download would otherwise compete with the screen's own files.
 */
function useContractRules(mounted: RefObject<boolean>): [ContractRules | undefined, () => Promise<ContractRules>] {
  const [rules, setRules] = useState(loadedContractRules);
  const load = useCallback(async () => {
    const loaded = await loadContractRules();
    if (mounted.current) setRules(loaded);
    return loaded;
  }, [mounted]);
  return [rules, load];
}

/**
 * A react-final-form form with the portal's rules: the contract's validation, no
 * browser bubbles (`noValidate`), messages only after a submit attempt (the fields of
 * `@wtm/ui/final-form`), and focus on the first invalid field when a submit is refused.
 * The rules load once the form is in use; a submit that comes first waits for them.
 */
export function AccountForm<Clean>({ schema, onSubmit, initialValues, labelledBy, className, children }: AccountFormProps<Clean>) {
  const dispatch = useDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useMounted();
  const [rules, loadRules] = useContractRules(mounted);
  const validator = useMemo(() => rules?.toFinalFormValidator(schema(rules)), [rules, schema]);
  const submit = async (raw: RawValues, form: FormApi<RawValues>): Promise<SubmissionErrors | undefined> => {
    let contract: ContractRules;
    try {
      // Usually loaded already (a field had focus); otherwise this submit waits for them.
      contract = rules ?? (await loadRules());
    } catch {
      dispatch(showError(formNotLoadedMessage));
      return { [FORM_ERROR]: formNotLoadedMessage };
    }
    // Someone who left while the rules loaded has not asked for this any more.
    if (!mounted.current) return undefined;
    const result = contract.validate(schema(contract), raw);
    if (result.ok) {
      const refused = await onSubmit(result.value, form);
      if (refused && formRef.current) focusFirstInvalid(formRef.current, refused);
      return refused ?? undefined;
    }
    // Only a submit made before the rules loaded gets here (final-form refuses the
    // others itself): refuse it the same way, with the messages and the focus.
    if (formRef.current) focusFirstInvalid(formRef.current, result.errors);
    return result.errors;
  };
  return (
    <Form<RawValues> onSubmit={submit} validate={validator} initialValues={initialValues} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting, form }) => (
        <form
          ref={formRef}
          noValidate
          aria-labelledby={labelledBy}
          className={className}
          // A failed load is reported when the form is submitted.
          onFocus={rules ? undefined : () => void loadRules().catch(() => undefined)}
          onSubmit={(event) => submitFocusingInvalid(event, handleSubmit, form)}
        >
          <ScriptedFieldset>{children({ submitting: Boolean(submitting) })}</ScriptedFieldset>
        </form>
      )}
    </Form>
  );
}
