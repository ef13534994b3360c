// Copy of the Support page (phone numbers, e-mail and address only). The
// numbers and addresses themselves are in content/site-content.ts (supportContact).
export const supportPage = {
  meta: {
    title: 'Support',
    description: 'Phone numbers, e-mail and postal address of WTM customer support for Account Books, Salesgrow CRM and Service CRM customers.',
  },
  heading: 'Support',
  intro: 'Already a customer? Our support team helps you by phone and e-mail. Have your registered e-mail address at hand when you call.',
  emailHeading: 'E-mail',
  addressHeading: 'Address',
};
