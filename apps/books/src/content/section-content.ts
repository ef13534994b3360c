import { registerPathFor } from '@wtm/contract/data';
import type { ContentLink } from './content-types.ts';

/** The product's name as customers see it (also the enquiryFor value). */
export const booksProductName = 'WTM Account Books and Inventory';

/** Accessible name of the section navigation landmark. */
export const booksNavigationLabel = 'Account Books';

/**
 * The Books section navigation (the accounting product pages). The vendor settled the
 * spec's "Trail & Pricing" as the typo it was.
 */
export const booksNavigation: ContentLink[] = [
  { label: 'Home', to: '/books' },
  { label: 'Trial & Pricing', to: '/books/pricing' },
  { label: 'Free Download', to: '/books/download' },
  { label: 'Resources', to: '/books/help' },
  { label: 'Accounting & GST Solution', to: '/books/gst-solutions' },
];

/** Site paths outside the Books remote that its pages link to. */
export const sitePaths = {
  /** Registration that remembers the product: Account Home starts it once the address is confirmed. */
  register: registerPathFor('ACCOUNT', 'enterprise'),
  login: '/login',
  accountHome: '/account/home',
  contact: '/contact',
  support: '/support',
  pricing: '/books/pricing',
  features: '/books/features',
  help: '/books/help',
  download: '/books/download',
} as const;
