import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { ContentAuditTable, Executor } from '../db/schema.ts';

export type ContentAuditRow = Selectable<ContentAuditTable>;

export async function insertAuditLine(db: Executor, line: Omit<Insertable<ContentAuditTable>, 'id'>): Promise<void> {
  await db.insertInto('content_audit').values({ id: randomUUID(), ...line }).execute();
}

/** A section's audit trail, newest first. */
export function listAuditLines(db: Executor, section: string, limit: number): Promise<ContentAuditRow[]> {
  return db.selectFrom('content_audit').selectAll().where('section', '=', section).orderBy('at', 'desc').orderBy('id').limit(limit).execute();
}
