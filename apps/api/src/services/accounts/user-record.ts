import type { UserRecord } from '@wtm/contract';
import type { UserRow } from '../../repositories/users.repository.ts';

/** The wire form of a user: never the password hash, never the role. */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNo: row.phone_no,
    city: row.city,
    company: row.company,
    jobTitleId: row.job_title_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
