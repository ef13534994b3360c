import type { PdfDocument } from '@wtm/pdf';
import { resourceFileNames } from '../../../content/resource-files.ts';

/** The e-book: inventory and warehouse practices for small and medium businesses. */
export const eBook: PdfDocument = {
  fileName: resourceFileNames.eBook,
  title: 'Inventory and Warehouse Practices for Growing Businesses',
  subtitle: 'An e-book for owners, store keepers and warehouse managers of SMBs',
  sections: [
    {
      heading: 'Why inventory deserves a system',
      paragraphs: [
        'For most trading businesses, stock is the largest asset after cash and receivables, and the easiest to lose track of. Too little stock loses sales; too much ties up money and expires on the shelf. The practices in this e-book are simple to adopt and work best when stock is kept in the same books as sales, purchases and GST.',
      ],
    },
    {
      heading: '1. One name for every item',
      paragraphs: [
        'Give every item one code, one name and one unit, and use them everywhere: on purchase orders, invoices and shelf labels. Keep variants such as sizes and colours together as an item group, and describe kits as composite items so that selling a kit draws down each component.',
      ],
      bullets: ['Avoid duplicate items that differ only in spelling', 'Record the HSN code and GST rate on the item, not on each invoice'],
    },
    {
      heading: '2. Reorder before you run out',
      paragraphs: [
        'For fast-moving items, decide a reorder level: the stock you need to cover sales while a new order arrives, plus a safety margin. Review the inventory levels report weekly and raise purchase orders for items below their level. Slow movers need the opposite attention: a list of items not sold in ninety days shows where money is stuck.',
      ],
    },
    {
      heading: '3. Organise warehouses and shops as locations',
      paragraphs: [
        'Treat each warehouse, godown and shop as its own location with its own stock. Sell from the location that holds the goods and receive purchases into the location where they are unloaded. Multi-warehouse stock lets you answer a customer at once: how many are available, and where.',
      ],
    },
    {
      heading: '4. Move stock with transfer orders',
      paragraphs: [
        'Never move goods between locations on a phone call. A warehouse transfer order records what left, what arrived and who handled it, and keeps both locations correct. For goods moved by road, prepare the e-way bill details from the same transfer so paperwork and stock agree.',
      ],
    },
    {
      heading: '5. Trace with serial and batch numbers',
      paragraphs: [
        'Electronics, appliances and machinery are best tracked by serial number; medicines, food and chemicals by batch number and expiry date. Pick the earliest-expiring batch first, and when a supplier recalls a batch you can see at once where every unit went.',
      ],
    },
    {
      heading: '6. Count little and often',
      paragraphs: [
        'A full stock-take once a year finds problems too late. Count a few items every week instead, starting with the most valuable and the fastest moving, and investigate every difference: a missing transfer, an unrecorded return, damage or theft. Adjust the stock with a reason so the books explain every change.',
      ],
    },
    {
      heading: '7. Pack, ship and close the loop',
      paragraphs: [
        'Pick and pack against the sales order, record the package and the shipment, and invoice what was actually delivered. Returns come back through a credit note that puts the goods back into stock and reverses the tax, so the customer account, the stock and the GST figures agree.',
      ],
    },
    {
      heading: 'A weekly checklist',
      paragraphs: ['Ten minutes a week keeps inventory under control:'],
      bullets: [
        'Review items below their reorder level and raise purchase orders',
        'Check open transfer orders and shipments',
        'Count five to ten items and explain each difference',
        'List batches that expire within the next month',
        'Compare the stock value in the balance sheet with the stock summary',
      ],
    },
  ],
};
