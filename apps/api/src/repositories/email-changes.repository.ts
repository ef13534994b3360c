import type { Insertable, Selectable } from 'kysely';
import type { EmailChangeCodesTable, Executor } from '../db/schema.ts';

export type EmailChangeTableName = 'email_changes' | 'email_change_undos';
export type EmailChangeRow = Selectable<EmailChangeCodesTable>;

// Issued, used and expired through single-use-codes.repository (emailChangeCodes,
// emailChangeUndoCodes); these read and write the addresses they carry.

export async function insertEmailChangeCode(db: Executor, table: EmailChangeTableName, row: Insertable<EmailChangeCodesTable>): Promise<void> {
  await db.insertInto(table).values(row).execute();
}

export function findEmailChangeCode(db: Executor, table: EmailChangeTableName, tokenHash: string): Promise<EmailChangeRow | undefined> {
  return db.selectFrom(table).selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}
