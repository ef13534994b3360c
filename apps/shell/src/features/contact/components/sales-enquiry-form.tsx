import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { apiPaths, salesEnquirySchema, toFinalFormValidator, validate, type EnquiryProduct } from '@wtm/contract';
import { Alert, Button, FieldGrid } from '@wtm/ui';
import { LegalNotice, ScriptedFieldset } from '@wtm/ui/sections';
import { ChallengeField, FormSelectField, FormTextAreaField, FormTextField, submitFocusingInvalid, useChallenge } from '@wtm/ui/final-form';
import { submitSalesEnquiry, type EnquiryOutcome } from '../api/submit-sales-enquiry.ts';
import { productOptions, salesEnquiryForm as content } from '../content/sales-enquiry-content.ts';
import { FormNote, FormOutcomeSlot, FormStatus } from '../../../components/form-parts.ts';
import { HoneypotField } from '../../../components/honeypot-field.tsx';

type RawValues = Record<string, unknown>;

export interface SalesEnquiryFormProps {
  /** id of the heading that names the form. */
  labelledBy: string;
  /** Product chosen when the form opens (and again after a successful send). */
  initialProduct?: EnquiryProduct;
  /** Description filled in when the form opens, e.g. the webinar a visitor registers for. */
  initialComment?: string;
}

/**
 * The Sales Enquiry form (spec §2–§5): the contract's rules and messages, shown only after
 * a submit attempt; "Enquire Now" is disabled with "Please wait your enquiry is being
 * submitting..." while the request runs; the server's answer shows as a success or error
 * banner under the button (the spec's success banner); a sent enquiry clears the form.
 * While the site is busy the server asks for a solved challenge: the verification shows
 * above the button, every value stays, and the next send carries the solution.
 */
export function SalesEnquiryForm({ labelledBy, initialProduct, initialComment }: SalesEnquiryFormProps) {
  const validator = useMemo(() => toFinalFormValidator(salesEnquirySchema), []);
  // Unset rather than '' (react-final-form stores an emptied field as undefined too), so
  // an unanswered product fails as "Product is required", not as an unknown product.
  const initialValues = useMemo<RawValues>(() => ({ enquiryFor: initialProduct, comment: initialComment }), [initialProduct, initialComment]);
  const [outcome, setOutcome] = useState<EnquiryOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const challenge = useChallenge();

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = async (raw: RawValues, form: FormApi<RawValues>) => {
    const input = validate(salesEnquirySchema, raw);
    if (!input.ok) return; // final-form only submits a valid form; this narrows the type
    setOutcome(null);
    const result = await submitSalesEnquiry(input.value);
    // Cleared while still submitting, so the cleared form does not count as submitted.
    if (result.kind === 'success') form.restart();
    challenge.afterAnswer({ success: result.kind === 'success', challengeRequired: result.challengeRequired }, input.value.altcha, () =>
      form.change('altcha', undefined),
    );
    setOutcome(result);
  };

  const { fields } = content;
  return (
    <Form<RawValues> onSubmit={submit} validate={validator} initialValues={initialValues} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting, form }) => (
        <form
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => submitFocusingInvalid(event, handleSubmit, form)}
        >
          <ScriptedFieldset note={content.needsJavaScript}>
            <FormNote>{content.requiredNote}</FormNote>
            <FieldGrid>
              <FormTextField name="firstName" label={fields.firstName.label} autoComplete={fields.firstName.autoComplete} required />
              <FormTextField name="company" label={fields.company.label} autoComplete={fields.company.autoComplete} />
              <FormSelectField
                className="full-width"
                name="enquiryFor"
                label={fields.enquiryFor.label}
                placeholder={fields.enquiryFor.placeholder}
                options={productOptions}
                required
              />
              <FormTextField
                name="email"
                type="email"
                label={fields.email.label}
                autoComplete={fields.email.autoComplete}
                autoCapitalize="none"
                spellCheck={false}
                required
              />
              <FormTextField name="phoneNo" type="tel" label={fields.phoneNo.label} autoComplete={fields.phoneNo.autoComplete} required />
              <FormTextAreaField className="full-width" name="comment" label={fields.comment.label} hint={fields.comment.hint} rows={5} />
            </FieldGrid>
            <HoneypotField name="website" label={fields.website.label} />
            {challenge.widgetKey === null ? null : (
              <ChallengeField key={challenge.widgetKey} name="altcha" challengeUrl={apiPaths.challenge} {...content.challenge} />
            )}
            <Button type="submit" loading={submitting} fullWidth>
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
