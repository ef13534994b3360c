// Where a customer whose session ended (any 401 on a signed-in call: expired, revoked, or
// signed out elsewhere) is sent, and what Login then says. api-client
// builds the address; the Login screen reads it back.
import { afterSignInPath } from './safe-return-url.ts';

/** The Login screen's path. */
export const loginPath = '/login';

/** Query parameter (and its value) that makes Login say the session ended. */
export const sessionEndedParam = { name: 'session', value: 'ended' } as const;

/** Shown on Login after a session ended, word for word. */
export const sessionEndedMessage = 'Your session has ended. Please log in again.';

/**
 * The Login address for a session that ended on `currentPath` (path, query and hash of
 * the page the customer was on): it keeps that page as the returnUrl, unless a sign-in
 * would not go back there ({@link afterSignInPath}).
 */
export function sessionEndedLoginUrl(currentPath: string): string {
  const query = new URLSearchParams();
  const returnUrl = afterSignInPath(currentPath, '');
  if (returnUrl !== '') query.set('returnUrl', returnUrl);
  query.set(sessionEndedParam.name, sessionEndedParam.value);
  return `${loginPath}?${query.toString()}`;
}
