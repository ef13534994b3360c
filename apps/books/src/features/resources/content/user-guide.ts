import type { PdfDocument } from '@wtm/pdf';
import { resourceFileNames } from '../../../content/resource-files.ts';

/** The user guide: from a new organisation to GST returns and reports. */
export const userGuide: PdfDocument = {
  fileName: resourceFileNames.userGuide,
  title: 'WTM Account Books and Inventory: User Guide',
  subtitle: 'Organisations, items, invoices, GST returns and reports',
  sections: [
    {
      heading: '1. How the books work',
      paragraphs: [
        'WTM Account Books and Inventory is a double-entry accounting system. You record business documents (invoices, bills, payments, expenses, stock transfers) and the software creates the journal for each of them automatically, applying the debits and credits to the right accounts. You never have to post a sale to sales, tax and receivables by hand.',
        'The same rules apply in the cloud and in the Windows desktop app, so the ledgers, trial balance and reports agree wherever the entry was made.',
      ],
    },
    {
      heading: '2. Organisations',
      paragraphs: [
        'An organisation is one set of books: one business or branch with its own GSTIN, financial year, chart of accounts, items and contacts. Create your first organisation after you sign in by entering the business name, address and state, GSTIN, financial year start and base currency.',
        'The Enterprise Edition supports multiple organizations under one login, which suits groups of companies and accountants who keep the books of several clients. Invite colleagues as users of an organisation and give each the access they need.',
      ],
      bullets: [
        'Enter the state correctly: it decides whether a sale carries CGST and SGST or IGST.',
        'Set up custom taxes and tax groups if you sell goods with cess or special rates.',
        'Enter opening balances before recording the first transaction of the year.',
      ],
    },
    {
      heading: '3. Items',
      paragraphs: [
        'Items are the goods and services you buy and sell. For each item enter its name, unit, HSN or SAC code, GST rate, selling and purchase price and, for goods, whether stock is tracked. Tracked items show stock on hand per warehouse.',
        'Use Item Group for variants of one product, such as sizes and colours, and Composite Item for kits assembled from other items. Turn on serial numbers or batch numbers for goods that must be traced unit by unit or lot by lot.',
      ],
    },
    {
      heading: '4. Invoices and other sales documents',
      paragraphs: [
        'A sale usually moves from Estimate to Sales Order to Invoice; each step copies the lines of the previous one. On the invoice choose the customer, the place of supply and the items. The tax is worked out from the item rates and from the states of your organisation and the place of supply.',
        'When you save the invoice, its journal is posted (receivable, sales and output tax) and stock leaves the chosen warehouse. Record the customer payment against the invoice when the money arrives. For returns or corrections raise a Credit Note against the original invoice.',
      ],
      bullets: [
        'Invoice custom template puts your logo, terms and bank details on every invoice.',
        'Recurring Invoices raise retainers and rent automatically on schedule.',
        'Package and Shipment records what was packed and delivered for each sales order.',
      ],
    },
    {
      heading: '5. Purchases and expenses',
      paragraphs: [
        'Record what you buy as Purchase Orders and Bills, and day-to-day costs as Expenses. Bills post payables and input tax, and received goods increase stock in the warehouse you choose. Vendor Credits hold returns and discounts from suppliers until you apply them to a later bill.',
      ],
    },
    {
      heading: '6. GST returns',
      paragraphs: [
        'Because every invoice, credit note, bill and expense already carries its tax, the GST Returns feature prepares the return summaries from your books for the period you choose. Review the summary, check the invoices it lists against your records, and correct any document before you file.',
        'e-Waybill helps you prepare e-way bill details from invoices and transfer orders when goods are moved. If you prefer not to do this yourself, our consulting offer provides an expert who manages GST and bookkeeping for you.',
      ],
    },
    {
      heading: '7. Reports',
      paragraphs: [
        'Business reports show how the business is doing: profit and loss, balance sheet, cash flow, sales by customer and item, purchases by vendor, receivables and payables ageing and stock summaries per warehouse. Accountant reports give the general ledger, journals and trial balance your accountant needs.',
        'Customization lets you add custom fields, views and reports. Save a report view with its filters and open it again with one click at every month end.',
      ],
    },
  ],
};
