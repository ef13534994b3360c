// The link-preview image of the CRM pages (Open Graph, X), drawn at build time by
// packages/og-image into src/generated. Node runs this file: erasable TypeScript only.
import type { PreviewImage } from '@wtm/og-image';

export const previewImages: PreviewImage[] = [
  {
    file: 'crm-preview.png',
    eyebrow: 'WTM',
    title: 'WTM Salesgrow CRM',
    subtitle: 'Cloud sales CRM: leads, opportunities, forecasts and workflow automation',
    points: ['Lead management', 'Sales forecasting', 'Web-to-lead forms', 'Free for up to 10 users'],
  },
];
