import type { ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation } from 'react-router-dom';

/** A screen of a remote, by its absolute path on the site (e.g. `/books/pricing`). */
export interface SectionRoute {
  path: string;
  element: ReactNode;
}

/**
 * Renders the screen whose absolute path matches the current location. Remotes use
 * this instead of nested <Routes> because the shell mounts one remote under several
 * prefixes (account: /login, /register, /logout, /account); unknown paths go home
 * as the product specification says.
 */
export function SectionRoutes({ routes }: { routes: SectionRoute[] }) {
  const location = useLocation();
  const matches = matchRoutes(routes, location);
  const match = matches?.[matches.length - 1];
  if (!match) return <Navigate to="/" replace />;
  return <>{match.route.element}</>;
}
