import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: a default-exported component that renders
 * the remote's screens for the current location (see SectionRoutes). It may assume
 * that the shell renders it inside: a react-router context, the Redux store with the
 * `alert` slice (alert-slice.ts), the @wtm/ui UiProvider (theme and GlobalStyle) and
 * the @wtm/api-client session singleton. The full contract: ../README.md.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** The URL prefixes the shell mounts each remote under (route patterns). */
export const remoteMounts = {
  books: ['books/*'],
  crm: ['crm/*'],
  account: ['login/*', 'register', 'logout', 'account/*'],
} as const;
