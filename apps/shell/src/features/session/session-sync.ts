import { isSignedInUser, session } from '@wtm/api-client';
import type { AppDispatch } from '../../app/store.ts';
import { sessionChanged, type SessionUser } from './session-slice.ts';

function currentSessionUser(): SessionUser | null {
  const user = session.getCurrentUser();
  if (!isSignedInUser(user)) return null;
  // Names are strings only in an answer of this release; a stored value is not trusted to have them.
  const name = [user.firstName, user.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return { id: String(user.id), email: user.email, name };
}

/**
 * Keeps the Redux session slice equal to api-client's stored user: sign-in or sign-out
 * in any remote, and in any other tab (storage events), updates the header at once.
 */
export function syncSession(dispatch: AppDispatch): () => void {
  dispatch(sessionChanged(currentSessionUser()));
  return session.subscribe(() => dispatch(sessionChanged(currentSessionUser())));
}
