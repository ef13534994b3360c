import { useCallback } from 'react';
import { webinarRegistrationSchema, type WebinarRegistrationRequest } from '@wtm/contract';
import { FieldGrid } from '@wtm/ui';
import { FormTextField } from '@wtm/ui/final-form';
import { LeadEmailField, LeadForm } from '../../../components/lead-form.tsx';
import { registerForWebinar, type WebinarOutcome } from '../api/register-for-webinar.ts';
import { eventPageContent as content } from '../content/event-page-content.ts';

export interface WebinarRegistrationFormProps {
  slug: string;
  labelledBy: string;
  /** True once the page knows no seat is left: the form says so instead of offering Register. */
  full: boolean;
  /** Seats left as the server counted them after a sign-up. */
  onSeatsLeft: (seats: number) => void;
}

/**
 * The webinar sign-up, a lead form (components/lead-form.tsx): name, e-mail and company;
 * a second sign-up is answered kindly, a full webinar refuses kindly.
 */
export function WebinarRegistrationForm({ slug, labelledBy, full, onSeatsLeft }: WebinarRegistrationFormProps) {
  const send = useCallback((values: WebinarRegistrationRequest) => registerForWebinar(slug, values), [slug]);
  const onAnswer = useCallback(
    (outcome: WebinarOutcome) => {
      if (outcome.seatsLeft !== undefined) onSeatsLeft(outcome.seatsLeft);
    },
    [onSeatsLeft],
  );
  const { fields } = content;
  return (
    <LeadForm schema={webinarRegistrationSchema} labelledBy={labelledBy} content={content} send={send} onAnswer={onAnswer} submitDisabled={full}>
      <FieldGrid>
        <FormTextField name="name" label={fields.name.label} autoComplete={fields.name.autoComplete} required />
        <FormTextField name="company" label={fields.company.label} autoComplete={fields.company.autoComplete} required />
        <LeadEmailField className="full-width" label={fields.email.label} autoComplete={fields.email.autoComplete} />
      </FieldGrid>
    </LeadForm>
  );
}
