import type { EditorView } from '@wtm/contract/content';
import type { Executor } from '../../db/schema.ts';
import { normalizeEmail } from '../../lib/email-address.ts';
import { findUserByEmail, listEditorAccounts, setEditorSince } from '../../repositories/users.repository.ts';

/** Grants or revokes the editor grant of the account `id`; false when there is no such account. */
export function setEditor(db: Executor, id: string, editor: boolean, now = Date.now()): Promise<boolean> {
  return setEditorSince(db, { id }, editor ? now : null, now);
}

/** Every editor, the longest-standing first. */
export async function listEditors(db: Executor): Promise<EditorView[]> {
  return (await listEditorAccounts(db)).map((row) => ({ id: row.id, email: row.email, name: `${row.first_name} ${row.last_name}`.trim(), since: new Date(row.editor_since!).toISOString() }));
}

/** Grants the editor role to the account with this address (kept from its first grant); undefined when there is none. */
export async function grantEditorByEmail(db: Executor, email: string, now = Date.now()): Promise<EditorView | undefined> {
  const account = await findUserByEmail(db, normalizeEmail(email));
  if (account === undefined) return undefined;
  const since = account.editor_since ?? now;
  if (account.editor_since === null) await setEditorSince(db, { id: account.id }, since, now);
  return { id: account.id, email: account.email, name: `${account.first_name} ${account.last_name}`.trim(), since: new Date(since).toISOString() };
}
