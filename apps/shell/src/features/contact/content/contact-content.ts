// Copy of the Contact page and the two sales enquiry pages (decision 0010).
import { productCatalogue, type EnquiryProduct } from '@wtm/contract';
import type { LinkTarget } from '@wtm/ui';

export interface PageCopy {
  meta: { title: string; description: string };
  heading: string;
  intro: string;
}

export const contactPage: PageCopy & {
  detailsHeading: string;
  emailHeading: string;
  addressHeading: string;
  eventsLink: LinkTarget;
  eventsText: string;
  jumpToForm: string;
} = {
  meta: {
    title: 'Contact Sales',
    description:
      'Call, e-mail or write to WTM sales in India and the USA, or send a sales enquiry about accounting, inventory, GST and CRM software.',
  },
  heading: 'Contact Sales',
  intro: 'Talk to our sales team about the product that fits your business: call us, write to us, or send an enquiry and we will get back to you.',
  detailsHeading: 'Call or write to us',
  jumpToForm: 'Send us an enquiry',
  emailHeading: 'E-mail and web',
  addressHeading: 'Address',
  eventsText: 'Prefer to see the product first? Join one of our free live webinars.',
  eventsLink: { label: 'Events & webinars', to: '/events' },
};

/** /sales-enquiry: the form on its own page, no product chosen. */
export const salesEnquiryPage: PageCopy & { formHeading: string; asideHeading: string } = {
  meta: {
    title: 'Sales Enquiry',
    description: 'Send WTM sales an enquiry about Account Books and Inventory, Salesgrow CRM or Service CRM: prices, a demo or a free trial.',
  },
  heading: 'Sales Enquiry',
  intro: 'Tell us what you need and our sales team will call or e-mail you, usually within one business day.',
  formHeading: 'Your enquiry',
  asideHeading: 'Rather talk now?',
};

/** /crm/sales-enquiry: the same form with the CRM chosen (links from the CRM pages). */
export const crmSalesEnquiryPage: PageCopy & { product: EnquiryProduct; back: LinkTarget } = {
  meta: {
    title: 'CRM Sales Enquiry',
    description: 'Ask WTM sales about Salesgrow CRM: plans and prices per user, a live demo, or moving your leads and contacts from another CRM.',
  },
  heading: 'CRM Sales Enquiry',
  intro: 'Ask our CRM team about plans, a live demo or moving from your current CRM. WTM Salesgrow CRM is already chosen below; change it if you need.',
  product: productCatalogue.CRM.name,
  back: { label: 'Back to WTM Salesgrow CRM', to: '/crm' },
};
