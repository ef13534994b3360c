import { vendorContact } from '@wtm/contract';

/**
 * How mail looks like the site: the brand blue of packages/ui's theme (colors.primary),
 * the logo (an inline image, `logo.ts`) and the vendor's contact line from the contract
 * (`vendorContact`), the same values the site shows. Colours are copied as values
 * because the API does not depend on the React design system.
 */
export const mailBrand = {
  name: vendorContact.brand,
  company: vendorContact.company,
  primary: '#0b5cad',
  onPrimary: '#ffffff',
  text: '#1f2933',
  textMuted: '#4a5563',
  surface: '#f3f6fa',
  divider: '#d9dee5',
  footerBackground: '#17324d',
  footerText: '#e3e8ef',
  fontFamily: 'Arial, Helvetica, sans-serif',
} as const;

/** The contact line under every mail, as lines of plain text (the text part and the HTML footer). */
export function contactLines(): string[] {
  const phones = vendorContact.sales.phones.map((list) => `${list.numbers[0]} (${list.country})`).join(', ');
  return [
    vendorContact.company,
    vendorContact.postalAddress.slice(1).join(', '),
    `Sales: ${phones}, ${vendorContact.sales.email}`,
    `Support: ${vendorContact.support.email}`,
  ];
}
