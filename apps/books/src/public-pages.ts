import type { ClientPage, PublicPage, SoftwareApplicationData } from '@wtm/shell-contract';
import { booksProductName } from './content/section-content.ts';
import { downloadMeta } from './features/download/content/download-content.ts';
import { gstMeta } from './features/gst-solutions/content/gst-content.ts';
import { landingMeta } from './features/landing/content/landing-content.ts';
import { enterpriseEdition, pricingMeta } from './features/pricing/content/pricing-content.ts';
import { featuresMeta } from './features/product-features/content/features-content.ts';
import { resourcesMeta } from './features/resources/content/resources-content.ts';
// Drawn by the build from content/preview-images.ts (packages/og-image).
import previewImage from './generated/books-preview.png';

const preview = {
  image: previewImage,
  imageAlt: `${booksProductName}: cloud and desktop accounting with GST, inventory and automatic journals`,
};

/** The product and its prices, from the pricing content (JSON-LD on the pricing page). */
const booksApplication: SoftwareApplicationData = {
  kind: 'SoftwareApplication',
  name: booksProductName,
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web, Windows',
  offers: enterpriseEdition.prices.map((price) => ({
    name: enterpriseEdition.name,
    price: String(price.value),
    priceCurrency: price.currency,
    description: `${price.amount} ${price.period}`,
  })),
};

/**
 * The Books pages and their head data, for the shell to prerender (the `publicPages` of
 * `./routes`, packages/shell-contract/README.md). Titles and descriptions are the ones
 * each page's PageMeta sets.
 */
export const publicPages: PublicPage[] = [
  { path: '/books', ...landingMeta, ...preview },
  { path: '/books/pricing', ...pricingMeta, ...preview, structuredData: booksApplication },
  { path: '/books/download', ...downloadMeta, ...preview },
  { path: '/books/help', ...resourcesMeta, ...preview },
  { path: '/books/features', ...featuresMeta, ...preview },
  { path: '/books/gst-solutions', ...gstMeta, ...preview },
];

/**
 * Every Books page is prerendered: none is rendered in the browser only. Saying so (the
 * `clientPages` of `./routes`, docs/decisions/0032) lets the site send any other path
 * under /books home with a redirect, instead of leaving it to the browser's router.
 */
export const clientPages: ClientPage[] = [];
