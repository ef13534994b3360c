import { useMemo } from 'react';
import { salesEnquirySchema, type EnquiryProduct } from '@wtm/contract';
import { FieldGrid } from '@wtm/ui';
import { FormSelectField, FormTextAreaField, FormTextField } from '@wtm/ui/final-form';
import { submitSalesEnquiry } from '../api/submit-sales-enquiry.ts';
import { productOptions, salesEnquiryForm as content } from '../content/sales-enquiry-content.ts';
import { LeadEmailField, LeadForm } from '../../../components/lead-form.tsx';

export interface SalesEnquiryFormProps {
  /** id of the heading that names the form. */
  labelledBy: string;
  /** Product chosen when the form opens (and again after a successful send). */
  initialProduct?: EnquiryProduct;
  /** Description filled in when the form opens, e.g. the webinar a visitor registers for. */
  initialComment?: string;
}

/**
 * The Sales Enquiry form, a lead form (components/lead-form.tsx): "Enquire Now" is
 * disabled with "Please wait your enquiry is being submitting..." while the request runs,
 * and the server's answer shows as a success or error banner under the button.
 */
export function SalesEnquiryForm({ labelledBy, initialProduct, initialComment }: SalesEnquiryFormProps) {
  // Unset rather than '' (react-final-form stores an emptied field as undefined too), so
  // an unanswered product fails as "Product is required", not as an unknown product.
  const initialValues = useMemo(() => ({ enquiryFor: initialProduct, comment: initialComment }), [initialProduct, initialComment]);
  const { fields } = content;
  return (
    <LeadForm schema={salesEnquirySchema} labelledBy={labelledBy} content={content} initialValues={initialValues} send={submitSalesEnquiry}>
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
        <LeadEmailField label={fields.email.label} autoComplete={fields.email.autoComplete} />
        <FormTextField name="phoneNo" type="tel" label={fields.phoneNo.label} autoComplete={fields.phoneNo.autoComplete} required />
        <FormTextAreaField className="full-width" name="comment" label={fields.comment.label} hint={fields.comment.hint} rows={5} />
      </FieldGrid>
    </LeadForm>
  );
}
