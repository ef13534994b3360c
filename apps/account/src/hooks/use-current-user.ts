import { useSyncExternalStore } from 'react';
import { isSignedInUser, session, type LoginSuccess } from '@wtm/api-client';

/**
 * The signed-in user, or null for a visitor (signed in only with a token and
 * success true). Re-renders on sign-in and sign-out in this tab and in other tabs.
 */
export function useCurrentUser(): LoginSuccess | null {
  const user = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
  return isSignedInUser(user) ? user : null;
}
