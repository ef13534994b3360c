import type { PageMetaProps } from '@wtm/ui';

/**
 * The studio's title and loading text: what Account's routes and page list need before
 * the studio's chunk has arrived (the rest of its copy comes with the chunk).
 */
export const contentStudioMeta = {
  meta: {
    title: 'Content studio',
    siteName: 'WTM',
    description: 'Edit the words and prices of the site, save drafts and publish them as content releases.',
  } satisfies PageMetaProps,
  loading: 'Loading the content…',
};
