import type { FeatureGroupContent } from './content-types.ts';

/** Heading of the All Features list shown at the foot of the Books pages. */
export const allFeaturesHeading = 'All Features';

/** The All Features groups and items, exactly as the product specification lists them, with a line on each. */
export const featureGroups: FeatureGroupContent[] = [
  {
    name: 'Sales',
    summary: 'Quote, sell and get paid. Every sales document posts its own journal, so receivables and GST output tax are always up to date.',
    items: [
      { name: 'Invoicing', description: 'GST-compliant tax invoices with HSN/SAC codes, CGST, SGST and IGST worked out for you.' },
      { name: 'Sales Order', description: 'Confirm what a customer ordered, reserve the stock and turn the order into an invoice in one step.' },
      { name: 'Credit Notes', description: 'Record returns and price corrections against the original invoice; tax and stock are reversed automatically.' },
      { name: 'Estimates', description: 'Send quotations and convert the accepted ones into sales orders or invoices without retyping.' },
    ],
  },
  {
    name: 'Purchase',
    summary: 'Buy from vendors and track what you owe. Purchases feed your input tax credit and your stock at the same time.',
    items: [
      { name: 'Purchase Order', description: 'Order from vendors, follow what is pending and receive goods straight into the right warehouse.' },
      { name: 'Bills', description: 'Record vendor bills with their GST, match them to purchase orders and see what is due when.' },
      { name: 'Vendor Credit', description: 'Keep credits from vendors for returns or discounts and apply them to later bills.' },
      { name: 'Expenses', description: 'Log rent, travel and other expenses with their tax and attach the receipt.' },
    ],
  },
  {
    name: 'Inventory',
    summary: 'Know what you have and where it is, across your shop, your warehouses and your supply chain.',
    items: [
      { name: 'Multi-warehouse', description: 'Keep stock levels per warehouse, godown or shop and sell from the location that has the goods.' },
      { name: 'Warehouse transfer order', description: 'Move stock between locations with a transfer order that both sides can follow.' },
      { name: 'Inventory Tracking', description: 'Stock on hand, committed and available, updated by every sale, purchase, return and transfer.' },
      { name: 'Serial number and batch number', description: 'Trace each unit by serial number or each lot by batch and expiry date.' },
      { name: 'Package and Shipment', description: 'Pack sales orders, create shipments and record delivery to the customer.' },
    ],
  },
  {
    name: 'Items',
    summary: 'Describe what you sell once and reuse it everywhere, from simple goods to kits and product families.',
    items: [
      { name: 'Composite Item', description: 'Sell a kit or bundle built from other items; selling it draws down each component.' },
      { name: 'Item Group', description: 'Manage variants of a product, such as sizes and colours, as one family with shared details.' },
    ],
  },
  {
    name: 'Advance',
    summary: 'Tools for growing businesses and their accountants: more organisations, your own layouts and GST filing support.',
    items: [
      { name: 'Multi-Organization', description: 'Run several businesses or branches, each with its own books and GSTIN, under one login.' },
      { name: 'Customization', description: 'Add custom fields, views and reports so the software follows the way you work.' },
      { name: 'e-Waybill', description: 'Prepare e-way bill details from your invoices and transfer orders for goods on the move.' },
      { name: 'GST Returns', description: 'Summaries for GSTR-1 and GSTR-3B prepared from the invoices and bills already in your books.' },
      { name: 'Invoice custom template', description: 'Put your logo, colours, terms and bank details on invoices and other documents.' },
      { name: 'Databackup', description: 'Back up your company data and restore it when you need to.' },
    ],
  },
  {
    name: 'Recurring',
    summary: 'Let regular transactions create themselves on schedule, so nothing is forgotten at month end.',
    items: [
      { name: 'Recurring Invoices', description: 'Bill retainers, rent and subscriptions automatically every week, month or year.' },
      { name: 'Recurring bills', description: 'Record the bills you receive every period without entering them again.' },
      { name: 'Recurring Expense', description: 'Post fixed monthly expenses such as rent and internet on their due dates.' },
      { name: 'Recurring Journals', description: 'Schedule repeating journal entries such as depreciation and provisions.' },
    ],
  },
];
