// Company-wide facts shown by the header, footer, Home, Contact, Sales Enquiry, Support
// and legal pages. The phones, mailboxes, addresses and links themselves live in the one
// contact file, packages/contract/src/vendor-contact.ts, which the mail footer reads too
// this file only shapes them for the site.
import { vendorContact, type VendorChannels, type VendorLink } from '@wtm/contract/data';

export type NamedLink = VendorLink;

/** The phones, mailboxes and address of one team (sales or support). */
export type ContactChannels = VendorChannels;

/** The year this shell was built for release (the build defines it; tests run in this year). */
const releaseYear = process.env.WTM_RELEASE_YEAR ?? String(new Date().getUTCFullYear());

export const company = {
  name: vendorContact.brand,
  legalName: vendorContact.company,
  productSuiteName: 'WTM Business Management Software',
  profile: vendorContact.profile,
  parentSite: vendorContact.parentSite,
  copyright: `© 2019–${releaseYear} ${vendorContact.brand}`,
};

/** Sales: the Contact page and the sales enquiry pages. */
export const salesContact: ContactChannels = vendorContact.sales;

/** Support: the Support page (phone numbers, e-mail and address only). */
export const supportContact: ContactChannels = vendorContact.support;

export const socialLinks: NamedLink[] = vendorContact.social.map((link) => ({ label: `${vendorContact.brand} on ${link.label}`, href: link.href }));
