import { SectionRoutes, type SectionRoute } from '@wtm/shell-contract';
import { LoginPage } from './features/login/login-page.tsx';

const routes: SectionRoute[] = [{ path: '/login', element: <LoginPage /> }];

/** The Account remote's one exposed surface (`account/routes`). */
export default function AccountRoutes() {
  return <SectionRoutes routes={routes} />;
}
