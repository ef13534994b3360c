import { jobTitles } from '@wtm/contract/data';
import type { SelectOption } from '@wtm/ui';
import { FormSelectField, FormTextField } from '@wtm/ui/final-form';

/** Labels of the customer's details, the same on the Registration and Profile forms. */
export const customerFieldLabels = {
  firstName: { label: 'First Name', placeholder: 'First Name' },
  lastName: { label: 'Last Name', placeholder: 'Last Name' },
  phoneNo: { label: 'Phone/Mobile number', placeholder: 'Phone/Mobile number' },
  city: { label: 'City', placeholder: 'City' },
  company: { label: 'Company', placeholder: 'Company' },
  jobTitleId: { label: 'Job Title', placeholder: 'Select your job title' },
};

const jobTitleOptions: SelectOption[] = jobTitles.map((title) => ({ value: String(title.id), label: title.label }));

/** First and last name. */
export function NameFields() {
  return (
    <>
      <FormTextField name="firstName" {...customerFieldLabels.firstName} autoComplete="given-name" required />
      <FormTextField name="lastName" {...customerFieldLabels.lastName} autoComplete="family-name" required />
    </>
  );
}

/** Phone, city, company and job title. */
export function ContactFields() {
  const labels = customerFieldLabels;
  return (
    <>
      <FormTextField name="phoneNo" type="tel" {...labels.phoneNo} autoComplete="tel" required />
      <FormTextField name="city" {...labels.city} autoComplete="address-level2" required />
      <FormTextField name="company" {...labels.company} autoComplete="organization" required />
      <FormSelectField name="jobTitleId" {...labels.jobTitleId} options={jobTitleOptions} required />
    </>
  );
}
