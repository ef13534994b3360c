import type { ComponentType } from 'react';
import type { ClientPage, PublicPage } from './public-pages.ts';

/**
 * What every remote exposes as `./routes`: a default-exported component that renders
 * the remote's screens for the current location (see SectionRoutes). It may assume
 * that the shell renders it inside: a react-router context, the Redux store with the
 * `alert` slice (alert-slice.ts), the @wtm/ui UiProvider (theme and GlobalStyle) and
 * the @wtm/api-client session singleton. The full contract: ../README.md.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
  /**
   * The section's public pages and their head data (title, description, preview image,
   * structured data), so the shell can prerender them (docs/decisions/0029). Optional:
   * a release without it is still mounted, and its pages are rendered in the browser.
   */
  publicPages?: readonly PublicPage[];
  /**
   * The section's other pages, rendered in the browser only, with their titles
   * (docs/decisions/0032). Optional: without it, the site cannot tell the section's
   * other paths from unknown ones and leaves every path to the browser's router.
   */
  clientPages?: readonly ClientPage[];
}

/** The URL prefixes the shell mounts each remote under (route patterns). */
export const remoteMounts = {
  books: ['books/*'],
  crm: ['crm/*'],
  account: ['login/*', 'register', 'logout', 'account/*'],
} as const;
