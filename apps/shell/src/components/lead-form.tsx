import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { apiPaths, toFinalFormValidator, validate, type SchemaOf } from '@wtm/contract';
import { Alert, Button } from '@wtm/ui';
import { LegalNotice, ScriptedFieldset, type LegalNoticeProps } from '@wtm/ui/sections';
import { ChallengeField, FormTextField, submitFocusingInvalid, useChallenge, type ChallengeFieldProps } from '@wtm/ui/final-form';
import { FormNote, FormOutcomeSlot, FormStatus } from './form-parts.ts';
import { HoneypotField } from './honeypot-field.tsx';

type RawValues = Record<string, unknown>;

/** What a lead form shows after a submit; `challengeRequired`: the next send needs a solved challenge. */
export interface LeadFormOutcome {
  kind: 'success' | 'error';
  text: string;
  challengeRequired?: boolean;
}

/** The words every lead form has besides its fields. */
export interface LeadFormWords {
  requiredNote: string;
  /** What a reader without JavaScript is told (unset: the general note). */
  needsJavaScript?: string;
  fields: { website: { label: string } };
  challenge: Pick<ChallengeFieldProps, 'label' | 'hint' | 'loadFailed'>;
  submit: string;
  legalNotice: LegalNoticeProps;
  submitting: string;
}

export interface LeadFormProps<Values extends { altcha?: string | undefined }, Outcome extends LeadFormOutcome> {
  schema: SchemaOf<Values>;
  /** id of the heading that names the form. */
  labelledBy: string;
  content: LeadFormWords;
  /** Values when the form opens, and again after a successful send. */
  initialValues?: RawValues;
  /** Sends the checked values; never rejects. */
  send: (values: Values) => Promise<Outcome>;
  /** Told of every answer before it shows. */
  onAnswer?: (outcome: Outcome) => void;
  submitDisabled?: boolean;
  /** The form's own fields. */
  children: ReactNode;
}

/**
 * A public form that takes a lead (the sales enquiry, a webinar sign-up): the contract's
 * rules and messages, shown only after a submit attempt; the button busy while the
 * request runs; the server's answer as a success or error banner under it, focused so it
 * is read out; a successful send clears the form. While the site is busy the server asks
 * for a solved challenge: the verification shows above the button, every value stays,
 * and the next send carries the solution. A hidden honeypot field catches bots.
 */
export function LeadForm<Values extends { altcha?: string | undefined }, Outcome extends LeadFormOutcome>({
  schema,
  labelledBy,
  content,
  initialValues,
  send,
  onAnswer,
  submitDisabled,
  children,
}: LeadFormProps<Values, Outcome>) {
  const validator = useMemo(() => toFinalFormValidator(schema), [schema]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const challenge = useChallenge();

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = async (raw: RawValues, form: FormApi<RawValues>) => {
    const input = validate(schema, raw);
    if (!input.ok) return; // final-form only submits a valid form; this narrows the type
    setOutcome(null);
    const result = await send(input.value);
    // Cleared while still submitting, so the cleared form does not count as submitted.
    if (result.kind === 'success') form.restart();
    onAnswer?.(result);
    challenge.afterAnswer({ success: result.kind === 'success', challengeRequired: result.challengeRequired }, input.value.altcha, () =>
      form.change('altcha', undefined),
    );
    setOutcome(result);
  };

  return (
    <Form<RawValues> onSubmit={submit} validate={validator} initialValues={initialValues} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting, form }) => (
        <form noValidate aria-labelledby={labelledBy} onSubmit={(event) => submitFocusingInvalid(event, handleSubmit, form)}>
          <ScriptedFieldset note={content.needsJavaScript}>
            <FormNote>{content.requiredNote}</FormNote>
            {children}
            <HoneypotField name="website" label={content.fields.website.label} />
            {challenge.widgetKey === null ? null : <ChallengeField key={challenge.widgetKey} name="altcha" challengeUrl={apiPaths.challenge} {...content.challenge} />}
            <Button type="submit" loading={submitting} disabled={submitDisabled} fullWidth>
              {content.submit}
            </Button>
          </ScriptedFieldset>
          <LegalNotice {...content.legalNotice} />
          {/* Always mounted, so screen readers announce the text when it appears. */}
          <FormStatus>{submitting ? content.submitting : ''}</FormStatus>
          <FormOutcomeSlot ref={outcomeRef} tabIndex={-1}>
            {outcome ? (
              <Alert kind={outcome.kind} onClose={() => setOutcome(null)} returnFocus={() => outcomeRef.current}>
                {outcome.text}
              </Alert>
            ) : null}
          </FormOutcomeSlot>
        </form>
      )}
    </Form>
  );
}

/** A lead form's `email` field: the e-mail keyboard, no capitals or spelling fixes. */
export function LeadEmailField({ label, autoComplete, className }: { label: string; autoComplete: string; className?: string }) {
  return <FormTextField className={className} name="email" type="email" label={label} autoComplete={autoComplete} autoCapitalize="none" spellCheck={false} required />;
}
