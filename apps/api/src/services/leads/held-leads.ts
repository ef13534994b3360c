import { leadRetentionMonths, type HeldLeads } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import { deleteEnquiriesBefore, heldEnquiries } from '../../repositories/sales-enquiries.repository.ts';
import { deleteRegistrationsBefore, heldRegistrations } from '../../repositories/webinar-registrations.repository.ts';

/** Held leads listed one by one; the totals say how many more wait. */
export const HELD_LISTED_AT_MOST = 200;

const iso = (ms: number) => new Date(ms).toISOString();

/** `GET /api/admin/heldLeads`: what waits in the held queue, oldest first. */
export async function listHeldLeads(db: Executor, ceilingPerHour: number): Promise<HeldLeads> {
  const enquiries = await heldEnquiries(db, HELD_LISTED_AT_MOST);
  const registrations = await heldRegistrations(db, HELD_LISTED_AT_MOST);
  return {
    ceilingPerHour,
    enquiries: {
      total: enquiries.total,
      listed: enquiries.rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        company: row.company,
        email: row.email,
        phoneNo: row.phone_no,
        enquiryFor: row.enquiry_for,
        comment: row.comment,
        receivedAt: iso(row.created_at),
      })),
    },
    registrations: {
      total: registrations.total,
      listed: registrations.rows.map((row) => ({ id: row.id, eventSlug: row.event_slug, name: row.name, company: row.company, email: row.email, receivedAt: iso(row.created_at) })),
    },
  };
}

/** When leads received now are deleted: `leadRetentionMonths` calendar months before `now`. */
export function leadRetentionCutoff(now: number): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - leadRetentionMonths);
  return cutoff.getTime();
}

/** Housekeeping: enquiries and webinar sign-ups older than the retention (the Privacy Policy's words) go. */
export async function deleteExpiredLeads(db: Executor, now: number): Promise<number> {
  const before = leadRetentionCutoff(now);
  return (await deleteEnquiriesBefore(db, before)) + (await deleteRegistrationsBefore(db, before));
}
