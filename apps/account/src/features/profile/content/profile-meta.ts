import type { PageMetaProps } from '@wtm/ui';

/** The profile page's title and loading text: what Account's routes and page list need before its chunk arrives. */
export const profileMeta = {
  meta: {
    title: 'My profile',
    siteName: 'WTM',
    description: 'Change the name, phone number, city, company and job title on your WTM account.',
  } satisfies PageMetaProps,
  loading: 'Loading your profile…',
};
