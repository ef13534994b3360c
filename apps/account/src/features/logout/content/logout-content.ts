import type { PageMetaProps } from '@wtm/ui';

/** Copy of the Logout screen. */
export const logoutContent = {
  meta: {
    title: 'Logout',
    siteName: 'WTM',
    description: 'Signing you out of your WTM account.',
  } satisfies PageMetaProps,
  title: 'Logout',
  signingOut: 'Signing you out…',
  /** Shown on the Login screen after a sign-out, so the customer knows it worked. */
  signedOut: 'You have been signed out.',
  next: '/login',
} as const;
