import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../hooks/use-current-user.ts';

export interface GuestOnlyProps {
  /** Where a signed-in visitor is sent: `/`, or `/account/home` for register. */
  redirectTo: string;
  /**
   * True while this screen signs the user in itself (login, register): the screen then
   * navigates on its own, with its success message, instead of being redirected.
   */
  paused?: boolean;
  children: ReactNode;
}

/** Renders a visitor-only screen; a signed-in user is redirected (replace) instead. */
export function GuestOnly({ redirectTo, paused = false, children }: GuestOnlyProps) {
  const user = useCurrentUser();
  if (user && !paused) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
