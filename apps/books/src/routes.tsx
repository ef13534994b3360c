import { SectionRoutes, type SectionRoute } from '@wtm/shell-contract';
import { BooksHomePage } from './features/landing/books-home-page.tsx';

const routes: SectionRoute[] = [{ path: '/books', element: <BooksHomePage /> }];

/** The Books remote's one exposed surface (`books/routes`). */
export default function BooksRoutes() {
  return <SectionRoutes routes={routes} />;
}
