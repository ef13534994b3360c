// Company-wide facts shown by the header, footer, Home, Contact, Sales Enquiry and Support
// pages. Values the spec leaves open are listed in apps/shell/README.md for the vendor
// to confirm before launch.

export interface NamedLink {
  label: string;
  href: string;
}

export interface PhoneList {
  /** Heading of the list, e.g. "India". */
  country: string;
  numbers: string[];
  /** When the lines are staffed, in the local time of that country. */
  hours?: string;
}

/** The phones, mailboxes and address of one team (sales or support). */
export interface ContactChannels {
  phones: PhoneList[];
  email: string;
  website?: NamedLink;
  postalAddress: string[];
}

export const company = {
  name: 'WTM',
  productSuiteName: 'WTM Business Management Software',
  profile: { href: 'https://www.wtm.example/about/' },
  parentSite: { label: 'WTM group website', href: 'https://www.wtmgroup.example/' },
  copyright: '© 2019 WTM. All rights reserved.',
};

const postalAddress = ['WTM Software Pvt. Ltd.', '4th Floor, Prestige Tech Park', 'Outer Ring Road, Bengaluru 560103', 'Karnataka, India'];

/** Sales: the Contact page and the sales enquiry pages (spec §2). */
export const salesContact: ContactChannels = {
  phones: [
    { country: 'India', numbers: ['+91 80 4718 2200', '+91 98450 12345'], hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST' },
    { country: 'USA', numbers: ['+1 (646) 555-0142'], hours: 'Monday to Friday, 9 am to 5 pm ET' },
  ],
  email: 'sales@wtm.example',
  website: { label: 'www.wtm.example', href: 'https://www.wtm.example/' },
  postalAddress,
};

/** Support: the Support page (spec §2: phone numbers, e-mail and address only). */
export const supportContact: ContactChannels = {
  phones: [
    { country: 'India', numbers: ['+91 80 4718 2210'], hours: 'Monday to Saturday, 9 am to 8 pm IST' },
    { country: 'USA', numbers: ['+1 (646) 555-0143'], hours: 'Monday to Friday, 8 am to 6 pm ET' },
  ],
  email: 'support@wtm.example',
  postalAddress,
};

export const socialLinks: NamedLink[] = [
  { label: 'WTM on LinkedIn', href: 'https://www.linkedin.com/company/wtm-software' },
  { label: 'WTM on X', href: 'https://x.com/wtmsoftware' },
  { label: 'WTM on YouTube', href: 'https://www.youtube.com/@wtmsoftware' },
];
