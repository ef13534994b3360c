import type { Insertable, Selectable } from 'kysely';
import type { Executor, SalesEnquiriesTable } from '../db/schema.ts';

// Queries on sales_enquiries only: no rules, no HTTP. Values go in as parameters, never
// spliced into SQL, so whatever a visitor typed is stored as text and nothing else.

export type SalesEnquiryRow = Selectable<SalesEnquiriesTable>;
export type NewSalesEnquiryRow = Insertable<SalesEnquiriesTable>;

export async function insertSalesEnquiry(db: Executor, enquiry: NewSalesEnquiryRow): Promise<void> {
  await db.insertInto('sales_enquiries').values(enquiry).execute();
}

export function findSalesEnquiry(db: Executor, id: string): Promise<SalesEnquiryRow | undefined> {
  return db.selectFrom('sales_enquiries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first: what the sales team reads. */
export function listSalesEnquiries(db: Executor, limit = 100): Promise<SalesEnquiryRow[]> {
  return db.selectFrom('sales_enquiries').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}
