import { SectionNav } from '@wtm/ui';
import { booksNavigation, booksNavigationLabel } from '../content/section-content.ts';

const links = booksNavigation.map(({ label, to }) => ({ label, href: to }));

/**
 * The Books section navigation, shown at the top of every Books page. With a
 * `title` it is a page's own dark top bar (the GST page's), standing in for it under the
 * same name.
 */
export function BooksSectionNav({ title }: { title?: string }) {
  return <SectionNav label={booksNavigationLabel} links={links} title={title} tone={title ? 'dark' : 'default'} />;
}
