// The vendor's contact details as one typed constant (issue 29): the mail footer's contact
// line reads it, and the site may import the same values, so a phone number or address
// changes in one place. Values the spec leaves open are the launch proposal the vendor
// confirms (apps/shell/README.md).

export interface VendorLink {
  label: string;
  href: string;
}

export interface VendorPhone {
  /** Where the line is, e.g. "India". */
  country: string;
  number: string;
}

export interface VendorContact {
  /** The brand, as the logo says it. */
  brand: string;
  /** The legal name, first line of the postal address. */
  company: string;
  website: VendorLink;
  salesEmail: string;
  supportEmail: string;
  /** The main sales line of each country, as the mail footer lists them. */
  salesPhones: readonly VendorPhone[];
  postalAddress: readonly string[];
  social: readonly VendorLink[];
}

export const vendorContact: VendorContact = {
  brand: 'WTM',
  company: 'WTM Software Pvt. Ltd.',
  website: { label: 'www.wtm.example', href: 'https://www.wtm.example/' },
  salesEmail: 'sales@wtm.example',
  supportEmail: 'support@wtm.example',
  salesPhones: [
    { country: 'India', number: '+91 80 4718 2200' },
    { country: 'USA', number: '+1 (646) 555-0142' },
  ],
  postalAddress: ['WTM Software Pvt. Ltd.', '4th Floor, Prestige Tech Park', 'Outer Ring Road, Bengaluru 560103', 'Karnataka, India'],
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/wtm-software' },
    { label: 'X', href: 'https://x.com/wtmsoftware' },
    { label: 'YouTube', href: 'https://www.youtube.com/@wtmsoftware' },
  ],
};
