import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import CrmRoutes from '../routes.tsx';

/** What the shell shows at `/`, where unknown CRM paths are sent. */
export const siteHomeHeading = 'Site home';

/**
 * Renders the exposed `./routes` component at a path, mounted the way the shell mounts
 * it (`crm/*`, see remoteMounts) inside the router and UiProvider it relies on.
 */
export function renderRoute(path: string) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <UiProvider>
        <Routes>
          <Route path="/" element={<h1>{siteHomeHeading}</h1>} />
          <Route path="crm/*" element={<CrmRoutes />} />
        </Routes>
      </UiProvider>
    </MemoryRouter>,
  );
  return { user, ...result };
}
