import { SectionNav } from '@wtm/ui';
import { booksNavigation, booksNavigationLabel } from '../content/section-content.ts';

const links = booksNavigation.map(({ label, to }) => ({ label, href: to }));

/** The Books section navigation (spec §2), shown at the top of every Books page. */
export function BooksSectionNav() {
  return <SectionNav label={booksNavigationLabel} links={links} />;
}
