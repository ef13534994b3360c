import type { CallToActionContent, PageMetaContent, SlideContent } from '../../../content/content-types.ts';
import { booksProductName, sitePaths } from '../../../content/section-content.ts';

export const landingMeta: PageMetaContent = {
  title: `${booksProductName} | Cloud accounting with GST`,
  description:
    'Cloud and desktop double-entry accounting with GST, inventory, shop, warehouse and supply chain management, and automatic journals. 15 days free trial.',
};

/** What the landing page's product pictures show (assets/, drawn by the project). */
export const landingImages = {
  dashboard: 'The Books dashboard: receivables, GST payable and low stock, sales against purchases, and the journal posted from each invoice',
  invoice: 'A GST tax invoice with CGST and SGST lines beside the journal entry it posts, ready for GSTR-1',
};

export const landingHero = {
  heading: booksProductName,
  tagline: 'GST-ready accounting, inventory and supply chain in one cloud and offline/online system.',
  links: [
    { label: 'Start free trial', to: sitePaths.register },
    { label: 'See pricing', to: sitePaths.pricing },
  ],
};

/** Accessible name of the landing page's carousel. */
export const landingCarouselLabel = 'Highlights of WTM Account Books and Inventory';

export const landingSlides: SlideContent[] = [
  {
    title: 'Accounting that keeps itself in balance',
    text: 'A true double-entry system: every invoice, bill and payment creates its journal automatically and applies the debits and credits for you.',
    link: { label: 'Explore the features', to: sitePaths.features },
  },
  {
    title: 'GST compliance built in',
    text: 'Tax invoices with CGST, SGST and IGST, e-way bill details and GST return summaries come from the same books you already keep.',
    link: { label: 'Accounting & GST Solution', to: '/books/gst-solutions' },
  },
  {
    title: 'Shop, warehouse and supply chain in one place',
    text: 'Track stock across shops and warehouses, transfer it between them and follow orders from purchase to shipment.',
    link: { label: 'Download the Windows app', to: sitePaths.download },
  },
];

export const aboutSection = {
  heading: 'About WTM Account Books and Inventory',
  paragraphs: [
    'WTM Account Books and Inventory is accounting and inventory software for growing businesses. It is a double-entry system that creates journals automatically and applies debits and credits, so your ledgers, trial balance and financial statements are always in step with your day-to-day work.',
    'Use it in the cloud from any browser, or install the Windows desktop app and keep working offline; your data syncs when you are back online. GST compliance, inventory, shop, warehouse and supply chain management are part of the same product, not add-ons.',
  ],
  highlightsLabel: 'Highlights',
  highlights: [
    'Cloud and offline/online: browser or Windows desktop app',
    'Journals created automatically from every transaction',
    'GST-ready invoices, e-way bills and return summaries',
    'Inventory across shops, warehouses and your supply chain',
  ],
};

/** The consulting offer: an expert who manages GST and bookkeeping. */
export const consultingBox: CallToActionContent = {
  heading: 'Prefer an expert to keep your books?',
  text: 'Our consulting service gives you an expert who manages your GST and bookkeeping in WTM Account Books, so you can focus on running the business.',
  action: { label: 'Talk to sales', to: sitePaths.contact },
};

export const featuresBox = {
  heading: 'Features',
  text: 'Everything a trading or service business needs to sell, buy, stock and stay GST compliant.',
  highlightsLabel: 'Feature highlights',
  highlights: [
    'Invoices, sales orders, estimates and credit notes',
    'Purchase orders, bills, vendor credits and expenses',
    'Multi-warehouse stock with serial and batch numbers',
    'Multiple organisations, custom templates and GST returns',
  ],
  link: { label: 'See all features', to: sitePaths.features },
};

export const testimonialsHeading = 'What our customers say';
