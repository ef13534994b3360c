// The words of the Sales Enquiry form. Field messages and status texts
// come from @wtm/contract, so the form and the API say the same thing.
import { enquiryProducts, legalPages, statusMessages, type EnquiryProduct } from '@wtm/contract';
import type { SelectOption } from '@wtm/ui';
import { leadFormContent } from '../../../content/lead-form-content.ts';

export const salesEnquiryForm = {
  heading: 'Sales Enquiry',
  requiredNote: leadFormContent.requiredNote,
  /** Without JavaScript: the sales contact details are beside the form on every enquiry page. */
  needsJavaScript: 'This form needs JavaScript. Turn it on in your browser to send it, or call or e-mail us: our numbers and address are on this page.',
  fields: {
    firstName: leadFormContent.fields.name,
    enquiryFor: { label: 'Product', placeholder: 'Select a product' },
    company: leadFormContent.fields.company,
    email: leadFormContent.fields.email,
    phoneNo: { label: 'Phone/Mobile number', autoComplete: 'tel' },
    comment: { label: 'Description', hint: 'What would you like to know? Number of users, branches, a demo, migration from another system…' },
    website: leadFormContent.fields.website,
  },
  challenge: {
    ...leadFormContent.challenge,
    hint: 'Your browser is solving a short puzzle to show that a person is sending this enquiry. It takes a moment; when it says Verified, press Enquire Now again.',
  },
  submit: 'Enquire Now',
  /** The line under the form. */
  legalNotice: { lead: 'We use your details only to answer your enquiry, as set out in our', terms: legalPages.terms, privacy: legalPages.privacy },
  submitting: statusMessages.enquirySubmitting,
  /** Shown if the server answers success without a message of its own. */
  sent: statusMessages.enquirySent,
};

/** The product select: the three `enquiryFor` values, as they are spelt. */
export const productOptions: SelectOption[] = enquiryProducts.map((product: EnquiryProduct) => ({ value: product, label: product }));
