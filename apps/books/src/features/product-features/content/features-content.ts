import type { CallToActionContent, PageMetaContent } from '../../../content/content-types.ts';
import { sitePaths } from '../../../content/section-content.ts';

export const featuresMeta: PageMetaContent = {
  title: 'Features | WTM Account Books and Inventory',
  description:
    'All features of WTM Account Books and Inventory: sales, purchase, inventory, items, advanced GST and multi-organisation tools, and recurring transactions.',
};

export const featuresIntro = {
  heading: 'Features',
  tagline:
    'All features share the same double-entry books: each invoice, bill, payment and stock movement creates its journal automatically and applies the debits and credits for you.',
  /** Accessible name of the jump list to the groups. */
  jumpListLabel: 'Feature groups',
};

export const featuresCallToAction: CallToActionContent = {
  heading: 'See it with your own data',
  text: 'Start a free trial with your own items, customers and invoices, no credit card required.',
  action: { label: 'See trial & pricing', to: sitePaths.pricing },
};
