// Company-wide facts shown by the header, footer, Home, Contact and Support pages.
// Values the spec leaves open are listed in apps/shell/README.md for the vendor to confirm.

export interface NamedLink {
  label: string;
  href: string;
}

export interface PhoneList {
  country: string;
  numbers: string[];
}

export const company = {
  name: 'WTM',
  productSuiteName: 'WTM Business Management Software',
  profile: { href: 'https://www.wtm.example/about/' },
  parentSite: { label: 'WTM group website', href: 'https://www.wtmgroup.example/' },
  copyright: '© 2019 WTM. All rights reserved.',
};

export const contactDetails = {
  phones: [
    { country: 'India', numbers: ['+91 80 4718 2200', '+91 98450 12345'] },
    { country: 'USA', numbers: ['+1 (646) 555-0142'] },
  ] satisfies PhoneList[],
  salesEmail: 'sales@wtm.example',
  supportEmail: 'support@wtm.example',
  website: { label: 'www.wtm.example', href: 'https://www.wtm.example/' },
  postalAddress: ['WTM Software Pvt. Ltd.', '4th Floor, Prestige Tech Park', 'Outer Ring Road, Bengaluru 560103', 'Karnataka, India'],
};

export const socialLinks: NamedLink[] = [
  { label: 'WTM on LinkedIn', href: 'https://www.linkedin.com/company/wtm-software' },
  { label: 'WTM on X', href: 'https://x.com/wtmsoftware' },
  { label: 'WTM on YouTube', href: 'https://www.youtube.com/@wtmsoftware' },
];
