// The link-preview image of the sign-in and registration pages (Open Graph, X), drawn at
// build time by packages/og-image into src/generated. Node runs this file: erasable
// TypeScript only.
import type { PreviewImage } from '@wtm/og-image';

export const previewImages: PreviewImage[] = [
  {
    file: 'account-preview.png',
    eyebrow: 'WTM',
    title: 'Your WTM account',
    subtitle: 'One sign-in for WTM Account Books and Inventory, Salesgrow CRM and Service CRM',
    points: ['Account Books', 'Salesgrow CRM', 'Service CRM'],
  },
];
