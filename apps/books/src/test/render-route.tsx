import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import BooksRoutes from '../routes.tsx';

/** Heading of the stand-in site home, where unknown /books paths are sent. */
export const siteHomeHeading = 'Site home';

/**
 * Renders the exposed `./routes` component at `path` the way the shell mounts it:
 * under `books/*`, inside a router and UiProvider.
 */
export function renderRoute(path: string) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <UiProvider>
        <Routes>
          <Route path="/" element={<h1>{siteHomeHeading}</h1>} />
          <Route path="books/*" element={<BooksRoutes />} />
        </Routes>
      </UiProvider>
    </MemoryRouter>,
  );
  return { user, ...result };
}
