import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { apiPaths, toFinalFormValidator, validate, webinarRegistrationSchema } from '@wtm/contract';
import { Alert, Button, FieldGrid } from '@wtm/ui';
import { LegalNotice, ScriptedFieldset } from '@wtm/ui/sections';
import { ChallengeField, FormTextField, submitFocusingInvalid, useChallenge } from '@wtm/ui/final-form';
import { FormNote, FormOutcomeSlot, FormStatus } from '../../../components/form-parts.ts';
import { HoneypotField } from '../../../components/honeypot-field.tsx';
import { registerForWebinar, type WebinarOutcome } from '../api/register-for-webinar.ts';
import { eventPageContent as content } from '../content/event-page-content.ts';

type RawValues = Record<string, unknown>;

export interface WebinarRegistrationFormProps {
  slug: string;
  labelledBy: string;
  /** True once the page knows no seat is left: the form says so instead of offering Register. */
  full: boolean;
  /** Seats left as the server counted them after a sign-up. */
  onSeatsLeft: (seats: number) => void;
}

/**
 * The webinar sign-up (issue 29): name, e-mail and company with the contract's rules and
 * messages, shown after a submit attempt; the server's answer under the button (a
 * second sign-up is answered kindly, a full webinar refuses kindly). While sign-ups
 * flood in, the server asks for a solved challenge and every value stays.
 */
export function WebinarRegistrationForm({ slug, labelledBy, full, onSeatsLeft }: WebinarRegistrationFormProps) {
  const validator = useMemo(() => toFinalFormValidator(webinarRegistrationSchema), []);
  const [outcome, setOutcome] = useState<WebinarOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const challenge = useChallenge();

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = async (raw: RawValues, form: FormApi<RawValues>) => {
    const input = validate(webinarRegistrationSchema, raw);
    if (!input.ok) return;
    setOutcome(null);
    const result = await registerForWebinar(slug, input.value);
    if (result.kind === 'success') form.restart();
    if (result.seatsLeft !== undefined) onSeatsLeft(result.seatsLeft);
    challenge.afterAnswer({ success: result.kind === 'success', challengeRequired: result.challengeRequired }, input.value.altcha, () =>
      form.change('altcha', undefined),
    );
    setOutcome(result);
  };

  const { fields } = content;
  return (
    <Form<RawValues> onSubmit={submit} validate={validator} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting, form }) => (
        <form noValidate aria-labelledby={labelledBy} onSubmit={(event) => submitFocusingInvalid(event, handleSubmit, form)}>
          <ScriptedFieldset>
            <FormNote>{content.requiredNote}</FormNote>
            <FieldGrid>
              <FormTextField name="name" label={fields.name.label} autoComplete={fields.name.autoComplete} required />
              <FormTextField name="company" label={fields.company.label} autoComplete={fields.company.autoComplete} required />
              <FormTextField
                className="full-width"
                name="email"
                type="email"
                label={fields.email.label}
                autoComplete={fields.email.autoComplete}
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            </FieldGrid>
            <HoneypotField name="website" label={fields.website.label} />
            {challenge.widgetKey === null ? null : <ChallengeField key={challenge.widgetKey} name="altcha" challengeUrl={apiPaths.challenge} {...content.challenge} />}
            <Button type="submit" loading={submitting} disabled={full} fullWidth>
              {content.submit}
            </Button>
          </ScriptedFieldset>
          <LegalNotice {...content.legalNotice} />
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
