import type { ReactNode } from 'react';
import { PageMeta } from '@wtm/ui';
import type { PageMetaContent } from '../content/content-types.ts';
import { BooksSectionNav } from './books-section-nav.tsx';

interface BooksPageProps {
  meta: PageMetaContent;
  /** The page's navigation bar; the Books section navigation unless a page has its own. */
  navigation?: ReactNode;
  children: ReactNode;
}

/** Frame of every Books screen: its document title and description, the section navigation, the content. */
export function BooksPage({ meta, navigation = <BooksSectionNav />, children }: BooksPageProps) {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      {navigation}
      {children}
    </>
  );
}
