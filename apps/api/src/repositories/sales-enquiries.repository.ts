import type { Insertable, Selectable } from 'kysely';
import type { EpochMs, Executor, SalesEnquiriesTable } from '../db/schema.ts';

// Queries on sales_enquiries only: no rules, no HTTP. Values go in as parameters, never
// spliced into SQL, so whatever a visitor typed is stored as text and nothing else.

export type SalesEnquiryRow = Selectable<SalesEnquiriesTable>;
export type NewSalesEnquiryRow = Insertable<SalesEnquiriesTable>;

export async function insertSalesEnquiry(db: Executor, enquiry: NewSalesEnquiryRow): Promise<void> {
  await db.insertInto('sales_enquiries').values(enquiry).execute();
}

/** Is any held enquiry's digest due and not yet claimed? A read, so an idle pass writes nothing. */
export async function hasEnquiriesDueForDigest(db: Executor, now: EpochMs): Promise<boolean> {
  const row = await db.selectFrom('sales_enquiries').select('id').where('digest_id', 'is', null).where('digest_due_at', '<=', now).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims every held enquiry whose digest is due for the digest `digestId`, in one
 * conditional UPDATE: a row already claimed no longer matches `digest_id is null` (on
 * PostgreSQL a racing claim waits for the row and then skips it), so no enquiry is in
 * two digests. Returns how many it claimed.
 */
export async function claimEnquiriesForDigest(db: Executor, digestId: string, now: EpochMs): Promise<number> {
  const result = await db
    .updateTable('sales_enquiries')
    .set({ digest_id: digestId })
    .where('digest_id', 'is', null)
    .where('digest_due_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The first `limit` enquiries of a digest, oldest first. */
export function listDigestEnquiries(db: Executor, digestId: string, limit: number): Promise<SalesEnquiryRow[]> {
  return db.selectFrom('sales_enquiries').selectAll().where('digest_id', '=', digestId).orderBy('created_at').orderBy('id').limit(limit).execute();
}

/** The held queue: the oldest `limit` held enquiries, and how many there are. */
export async function heldEnquiries(db: Executor, limit: number): Promise<{ total: number; rows: SalesEnquiryRow[] }> {
  const count = await db.selectFrom('sales_enquiries').select((eb) => eb.fn.countAll<number | string>().as('count')).where('held_at', 'is not', null).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('sales_enquiries').selectAll().where('held_at', 'is not', null).orderBy('held_at').orderBy('id').limit(limit).execute();
  return { total: Number(count.count), rows };
}

/** Retention: deletes enquiries received before `before`. */
export async function deleteEnquiriesBefore(db: Executor, before: EpochMs): Promise<number> {
  const result = await db.deleteFrom('sales_enquiries').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
