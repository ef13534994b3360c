import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/schema.ts';
import type { WebinarRegistrationsTable } from '../db/schema.ts';

// Queries on webinar_registrations only (issue 29).

export type NewWebinarRegistrationRow = Insertable<WebinarRegistrationsTable>;
export type WebinarRegistrationRow = Selectable<WebinarRegistrationsTable>;

/** Inserts the sign-up unless the address already signed up for that webinar; true when written. */
export async function insertRegistrationOnce(db: Executor, row: NewWebinarRegistrationRow): Promise<boolean> {
  const inserted = await db
    .insertInto('webinar_registrations')
    .values(row)
    .onConflict((conflict) => conflict.columns(['event_slug', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findRegistration(db: Executor, slug: string, email: string): Promise<WebinarRegistrationRow | undefined> {
  return db.selectFrom('webinar_registrations').selectAll().where('event_slug', '=', slug).where('email', '=', email).executeTakeFirst();
}

