/**
 * How mail looks like the site: the brand blue of packages/ui's theme (colors.primary)
 * and the company name of the site's footer. Copied as values because the API does not
 * depend on the React design system.
 */
export const mailBrand = {
  name: 'WTM',
  company: 'WTM Software Pvt. Ltd.',
  primary: '#0b5cad',
  onPrimary: '#ffffff',
  text: '#1f2933',
  textMuted: '#4a5563',
  surface: '#f3f6fa',
  footerBackground: '#17324d',
  footerText: '#e3e8ef',
} as const;
