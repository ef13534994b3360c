import { booksProductName } from '../section/section-content.ts';

export const landingContent = {
  meta: {
    title: `${booksProductName} | Cloud accounting with GST`,
    description:
      'Cloud and desktop double-entry accounting with GST, inventory, shop, warehouse and supply chain management. Journals are created automatically. Start a 15 days free trial.',
  },
  heading: booksProductName,
  tagline: 'GST-ready accounting, inventory and supply chain in one cloud and offline/online system.',
  about: [
    'A double-entry accounting system that creates journals for you and applies debits and credits automatically, online in the cloud or offline on Windows.',
    'Manage invoices, stock across warehouses, your shop and your supply chain, and file GST returns from the same books.',
  ],
};
