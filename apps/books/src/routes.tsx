import { SectionRoutes, type SectionRoute } from '@wtm/shell-contract';
import { DownloadPage } from './features/download/components/download-page.tsx';
import { FeaturesPage } from './features/product-features/components/features-page.tsx';
import { GstSolutionsPage } from './features/gst-solutions/components/gst-solutions-page.tsx';
import { LandingPage } from './features/landing/components/landing-page.tsx';
import { PricingPage } from './features/pricing/components/pricing-page.tsx';
import { ResourcesPage } from './features/resources/components/resources-page.tsx';

/** The Books screens by absolute path; any other /books path goes home. */
export const booksRoutes: SectionRoute[] = [
  { path: '/books', element: <LandingPage /> },
  { path: '/books/pricing', element: <PricingPage /> },
  { path: '/books/download', element: <DownloadPage /> },
  { path: '/books/help', element: <ResourcesPage /> },
  { path: '/books/features', element: <FeaturesPage /> },
  { path: '/books/gst-solutions', element: <GstSolutionsPage /> },
];

export { clientPages, publicPages } from './public-pages.ts';

/** The Books remote's one exposed surface (`books/routes`). */
export default function BooksRoutes() {
  return <SectionRoutes routes={booksRoutes} />;
}
