import { SectionRoutes, type SectionRoute } from '@wtm/shell-contract';
import { CrmHomePage } from './features/landing/crm-home-page.tsx';

const routes: SectionRoute[] = [{ path: '/crm', element: <CrmHomePage /> }];

/** The CRM remote's one exposed surface (`crm/routes`). */
export default function CrmRoutes() {
  return <SectionRoutes routes={routes} />;
}
