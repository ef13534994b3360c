import type { PageMetaProps } from '@wtm/ui';

/** The security page's title and loading text: what Account's routes and page list need before its chunk arrives. */
export const securityMeta = {
  meta: {
    title: 'Sign-in and security',
    siteName: 'WTM',
    description: 'Change the password of your WTM account and see where it is signed in.',
  } satisfies PageMetaProps,
  loading: 'Loading…',
};
