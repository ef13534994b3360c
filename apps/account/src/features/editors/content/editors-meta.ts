import type { PageMetaProps } from '@wtm/ui';

/** The editors page's title and loading text: what Account's routes and page list need before its chunk arrives. */
export const editorsMeta = {
  meta: {
    title: 'Editors',
    siteName: 'WTM',
    description: 'Grant and revoke the editor role, which opens the content studio.',
  } satisfies PageMetaProps,
  loading: 'Loading the editors…',
};
