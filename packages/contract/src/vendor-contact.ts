// The vendor's contact details: the one content file every place reads. The
// site's header, footer, Home, Contact, Sales Enquiry, Support, Privacy Policy and Terms of
// Service pages, its Organization data, and the mail footer's contact line all take their
// phones, mailboxes, addresses and social links from here, so a change is one edit.
//
// PLACEHOLDERS FOR THE VENDOR TO FILL IN: every phone number, mailbox, postal address,
// web address and social link below is a stand-in (the .example domains, the 555 and
// 4718 numbers, the Bengaluru address) until the vendor gives the real ones (README,
// "Content the vendor edits"). The brand and company names are the spec's.

export interface VendorLink {
  label: string;
  href: string;
}

export interface VendorPhoneList {
  /** Heading of the list, e.g. "India". */
  country: string;
  /** The first is the main line (the mail footer and the Organization data use it). */
  numbers: readonly string[];
  /** When the lines are staffed, in the local time of that country. */
  hours?: string;
}

/** The phones, mailbox and address of one team (sales or support). */
export interface VendorChannels {
  phones: readonly VendorPhoneList[];
  email: string;
  website?: VendorLink;
  postalAddress: readonly string[];
}

export interface VendorContact {
  /** The brand, as the logo says it. */
  brand: string;
  /** The legal name, first line of the postal address and the party to the terms. */
  company: string;
  website: VendorLink;
  /** The About column of the footer. */
  profile: VendorLink;
  parentSite: VendorLink;
  sales: VendorChannels;
  support: VendorChannels;
  /** Where privacy questions and data requests go (Privacy Policy). */
  privacyEmail: string;
  postalAddress: readonly string[];
  /** Networks by name; the site names each link "WTM on <label>". */
  social: readonly VendorLink[];
}

const postalAddress = ['WTM Software Pvt. Ltd.', '4th Floor, Prestige Tech Park', 'Outer Ring Road, Bengaluru 560103', 'Karnataka, India'];
const website = { label: 'www.wtm.example', href: 'https://www.wtm.example/' };

export const vendorContact: VendorContact = {
  brand: 'WTM',
  company: 'WTM Software Pvt. Ltd.',
  website,
  profile: { label: 'Company profile', href: 'https://www.wtm.example/about/' },
  parentSite: { label: 'WTM group website', href: 'https://www.wtmgroup.example/' },
  sales: {
    phones: [
      { country: 'India', numbers: ['+91 80 4718 2200', '+91 98450 12345'], hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST' },
      { country: 'USA', numbers: ['+1 (646) 555-0142'], hours: 'Monday to Friday, 9 am to 5 pm ET' },
    ],
    email: 'sales@wtm.example',
    website,
    postalAddress,
  },
  support: {
    phones: [
      { country: 'India', numbers: ['+91 80 4718 2210'], hours: 'Monday to Saturday, 9 am to 8 pm IST' },
      { country: 'USA', numbers: ['+1 (646) 555-0143'], hours: 'Monday to Friday, 8 am to 6 pm ET' },
    ],
    email: 'support@wtm.example',
    postalAddress,
  },
  privacyEmail: 'privacy@wtm.example',
  postalAddress,
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/wtm-software' },
    { label: 'X', href: 'https://x.com/wtmsoftware' },
    { label: 'YouTube', href: 'https://www.youtube.com/@wtmsoftware' },
  ],
};

/**
 * The vendor's legal pages (the shell serves them; their words are in the shell's content
 * files): linked from the footer and from the notice under every form that collects
 * personal data.
 */
export const legalPages = {
  privacy: { label: 'Privacy Policy', to: '/privacy' },
  terms: { label: 'Terms of Service', to: '/terms' },
} as const;
