// The link-preview image of the shell's pages (Open Graph, X), drawn at build time by
// packages/og-image into src/generated. Node runs this file: erasable TypeScript only.
import type { PreviewImage } from '@wtm/og-image';

export const previewImages: PreviewImage[] = [
  {
    file: 'site-preview.png',
    eyebrow: 'WTM',
    title: 'WTM Business Management Software',
    subtitle: 'Cloud accounting with GST, inventory and ERP, a sales CRM and a service CRM',
    points: ['Accounting and GST', 'Inventory', 'Sales CRM', 'Service CRM'],
  },
];
