// The link-preview image of the Books pages (Open Graph, X), drawn at build time by
// packages/og-image into src/generated. Node runs this file: erasable TypeScript only.
import type { PreviewImage } from '@wtm/og-image';

export const previewImages: PreviewImage[] = [
  {
    file: 'books-preview.png',
    eyebrow: 'WTM',
    title: 'WTM Account Books and Inventory',
    subtitle: 'Cloud and desktop accounting with GST, inventory and automatic journals',
    points: ['GST ready', 'Inventory and warehouses', 'Windows app', '15 days free trial'],
  },
];
