import type { Executor } from '../../db/schema.ts';
import { setEditorSince } from '../../repositories/users.repository.ts';

/** Grants or revokes the editor grant of the account `id`; false when there is no such account. */
export function setEditor(db: Executor, id: string, editor: boolean, now = Date.now()): Promise<boolean> {
  return setEditorSince(db, { id }, editor ? now : null, now);
}
