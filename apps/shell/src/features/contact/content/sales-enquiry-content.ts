// The words of the Sales Enquiry form (spec §2, §3, §5). Field messages and status texts
// come from @wtm/contract, so the form and the API say the same thing.
import { enquiryProducts, legalPages, statusMessages, type EnquiryProduct } from '@wtm/contract';
import type { SelectOption } from '@wtm/ui';

export const salesEnquiryForm = {
  heading: 'Sales Enquiry',
  requiredNote: 'Fields marked * are required.',
  /** Without JavaScript: the sales contact details are beside the form on every enquiry page. */
  needsJavaScript: 'This form needs JavaScript. Turn it on in your browser to send it, or call or e-mail us: our numbers and address are on this page.',
  fields: {
    firstName: { label: 'Name', autoComplete: 'name' },
    enquiryFor: { label: 'Product', placeholder: 'Select a product' },
    company: { label: 'Company', autoComplete: 'organization' },
    email: { label: 'Email', autoComplete: 'email' },
    phoneNo: { label: 'Phone/Mobile number', autoComplete: 'tel' },
    comment: { label: 'Description', hint: 'What would you like to know? Number of users, branches, a demo, migration from another system…' },
    /** The honeypot: hidden from people and screen readers, so only bots fill it. */
    website: { label: 'Website' },
  },
  /** The proof-of-work check, shown once an answer asks for it (issue 26, decision 0026). */
  challenge: {
    label: 'Verification',
    hint: 'Your browser is solving a short puzzle to show that a person is sending this enquiry. It takes a moment; when it says Verified, press Enquire Now again.',
    loadFailed: 'The verification could not be loaded. Check your connection and reload the page.',
  },
  submit: 'Enquire Now',
  /** The line under the form (issue 29). */
  legalNotice: { lead: 'We use your details only to answer your enquiry, as set out in our', terms: legalPages.terms, privacy: legalPages.privacy },
  submitting: statusMessages.enquirySubmitting,
  /** Shown if the server answers success without a message of its own. */
  sent: statusMessages.enquirySent,
};

/** The product select: the three `enquiryFor` values of spec §3, as they are spelt. */
export const productOptions: SelectOption[] = enquiryProducts.map((product: EnquiryProduct) => ({ value: product, label: product }));
