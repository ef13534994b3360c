import type { FieldErrors, SalesEnquiryRequest } from '@wtm/contract';

const labels: Record<keyof SalesEnquiryRequest, string> = {
  firstName: 'Name',
  enquiryFor: 'Product',
  company: 'Company',
  email: 'Email',
  phoneNo: 'Phone/Mobile number',
  comment: 'Description',
  website: 'Website',
  altcha: 'Verification',
};

/**
 * The contract accepts any text, but PostgreSQL cannot store U+0000 in a text column: it
 * would fail the insert (a 500). Such input is refused as bad input instead, the same way
 * on both dialects; everything else is stored exactly as typed.
 */
export function unstorableFields(input: SalesEnquiryRequest): FieldErrors<SalesEnquiryRequest> {
  const errors: FieldErrors<SalesEnquiryRequest> = {};
  for (const [field, value] of Object.entries(input) as Array<[keyof SalesEnquiryRequest, unknown]>) {
    if (typeof value === 'string' && value.includes('\u0000')) errors[field] = `${labels[field]} contains a character that is not allowed`;
  }
  return errors;
}
