// The Terms of Service, as the vendor publishes them. Edit the words here; the
// page and its meta tags follow. Contact details come from the one contact file
// (packages/contract/src/vendor-contact.ts).
import { vendorContact } from '@wtm/contract/data';
import type { LegalDocument } from './legal-document.ts';

const { company, sales, support, postalAddress } = vendorContact;

export const termsOfService: LegalDocument = {
  meta: {
    title: 'Terms of Service',
    description: 'The terms on which WTM provides its site, free trials and cloud accounting, inventory, GST and CRM products to you and your business.',
  },
  heading: 'Terms of Service',
  intro: `These terms apply between you (and the business you register for) and ${company} when you use this site, a free trial or one of our products.`,
  lastUpdated: 'Last updated 1 December 2026',
  sections: [
    {
      heading: 'Your account',
      blocks: [
        'Register with true details and an e-mail address you can read: products open only once you confirm it. Keep your password to yourself; you are responsible for what is done with your account until you tell us it has been misused.',
      ],
    },
    {
      heading: 'Free trials',
      blocks: [
        'A free trial needs no credit card. It ends by itself at the end of the trial period shown on the product page; your data stays available for 30 days after it ends, so you can choose a plan and carry on.',
      ],
    },
    {
      heading: 'Plans and payment',
      blocks: [
        'Paid plans are billed per user at the prices on the pricing pages, in Indian rupees or US dollars, plus applicable taxes such as GST. Per-user plans require an annual contract. Prices may change at renewal; we tell you at least 30 days before.',
      ],
    },
    {
      heading: 'Acceptable use',
      blocks: [
        {
          list: [
            'Do not try to break into accounts or systems, or to test their security without our written permission.',
            'Do not send unlawful content or unsolicited mail through the products.',
            'Do not resell access to the products without an agreement with us.',
          ],
        },
      ],
    },
    {
      heading: 'Your data',
      blocks: [
        'The business data you put into the products stays yours. We process it only to provide the products, as our Privacy Policy describes, and you can export it at any time while your account is active.',
      ],
    },
    {
      heading: 'Availability and liability',
      blocks: [
        'We work to keep the products available and your data backed up, but we cannot promise uninterrupted service. Except where the law does not allow a limit, our liability for any claim is limited to the fees you paid us in the 12 months before it.',
      ],
    },
    {
      heading: 'Changes and governing law',
      blocks: [
        'We may update these terms; material changes are announced by e-mail 30 days before they apply. These terms are governed by the laws of India, and the courts of Bengaluru have jurisdiction.',
      ],
    },
    {
      heading: 'Contact',
      blocks: [`Questions about these terms: ${sales.email} or ${support.email}. By post: ${postalAddress.join(', ')}.`],
    },
  ],
};
