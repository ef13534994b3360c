import type { PdfDocument } from '@wtm/pdf';
import { resourceFileNames } from '../../../content/resource-files.ts';

/** The white paper: why GST-ready double-entry accounting belongs in the cloud. */
export const whitePaper: PdfDocument = {
  fileName: resourceFileNames.whitePaper,
  title: 'GST-ready Double-Entry Accounting in the Cloud',
  subtitle: 'A white paper for owners and finance teams of small and medium businesses',
  sections: [
    {
      heading: 'Summary',
      paragraphs: [
        'Goods and services tax asks every business to account for tax invoice by invoice, to reconcile what it charged with what it paid, and to report on time. Many small and medium businesses still keep sales in one register, stock in a spreadsheet and the ledger with an accountant who sees the figures weeks later. This paper explains why a double-entry system that creates journals automatically, keeps inventory in the same books and runs both in the cloud and offline is the practical answer.',
      ],
    },
    {
      heading: 'The cost of separate registers',
      paragraphs: [
        'When sales, stock and accounts live in different places, every figure has to be typed more than once. Each copy is a chance for error: an invoice missing from the tax summary, a return that never reached the stock sheet, a payment recorded against the wrong customer. The month-end close becomes a search for differences instead of a review of results.',
      ],
      bullets: [
        'Tax summaries that do not match the invoices actually issued',
        'Stock counts that disagree with what the books say was sold',
        'Receivables and payables known only after the accountant catches up',
      ],
    },
    {
      heading: 'Double entry, done for you',
      paragraphs: [
        'Double-entry bookkeeping records every transaction twice, as a debit and an equal credit, so the books always balance and every rupee can be traced. Its weakness has always been effort: someone has to decide which accounts each document touches.',
        'WTM Account Books and Inventory removes that effort. Invoices, bills, payments, expenses, credit notes and stock movements create their journals automatically and apply the debits and credits to the right accounts. Owners work with documents they understand; accountants get complete, balanced ledgers.',
      ],
    },
    {
      heading: 'GST compliance from the same books',
      paragraphs: [
        'Because every document already carries its tax lines, compliance becomes a by-product of daily work rather than a separate project. Tax invoices show HSN or SAC codes and split CGST and SGST or charge IGST depending on the place of supply; bills capture input tax; credit notes reverse both tax and stock. GST return summaries and e-way bill details are prepared from this data, ready for review.',
      ],
    },
    {
      heading: 'Inventory that belongs to the ledger',
      paragraphs: [
        'Stock is money on the shelf. When inventory, shop, warehouse and supply chain management share the books, a sale reduces stock and posts revenue in the same step, and a transfer between warehouses leaves a trail that both locations can see. Serial and batch numbers make recalls and warranty claims a search rather than a hunt.',
      ],
    },
    {
      heading: 'Cloud and offline, not cloud or offline',
      paragraphs: [
        'The cloud gives owners, staff and accountants one up-to-date set of books from anywhere, with no server to maintain. But shops and warehouses cannot stop billing when the connection drops. The Windows desktop app keeps working offline and syncs with the cloud when it is back online, so the business gets the reach of the cloud without depending on the network at the counter.',
      ],
    },
    {
      heading: 'When to ask for an expert',
      paragraphs: [
        'Software removes the typing; it does not remove judgement. For businesses without an in-house accountant, the WTM consulting offer provides an expert who manages GST and bookkeeping in the same system, so the owner sees the same live figures the expert works on.',
      ],
    },
    {
      heading: 'Next steps',
      paragraphs: [
        'Start a free trial from the Trial & Pricing page, import your items and contacts, and raise your first invoices. Within one tax period you will be able to compare the return summary the software prepares with the work it replaces.',
      ],
    },
  ],
};
