import { SectionRoutes, type SectionRoute } from '@wtm/shell-contract';
import { CrmHomePage } from './features/landing/components/crm-home-page.tsx';
import { ComparisonPage } from './features/plans/components/comparison-page.tsx';
import { PricingPage } from './features/plans/components/pricing-page.tsx';
import { FeaturesPage } from './features/product-features/components/features-page.tsx';
import { ResourcesPage } from './features/resources/components/resources-page.tsx';

/** The CRM screens by absolute path (decision 0008); any other /crm/… path goes home. */
export const crmRoutes: SectionRoute[] = [
  { path: '/crm', element: <CrmHomePage /> },
  { path: '/crm/pricing', element: <PricingPage /> },
  { path: '/crm/features', element: <FeaturesPage /> },
  { path: '/crm/help', element: <ResourcesPage /> },
  { path: '/crm/comparison', element: <ComparisonPage /> },
];

export { clientPages, publicPages } from './public-pages.ts';

/** The CRM remote's one exposed surface (`crm/routes`). */
export default function CrmRoutes() {
  return <SectionRoutes routes={crmRoutes} />;
}
