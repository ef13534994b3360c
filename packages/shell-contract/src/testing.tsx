import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';

/** Heading of the stand-in site home, where a remote sends unknown paths. */
export const siteHomeHeading = 'Site home';

/**
 * For a remote's tests: renders its exposed `./routes` component at `path`, mounted the
 * way the shell mounts it (under `mount`, e.g. `books/*`, see remoteMounts) inside the
 * router and UiProvider it relies on.
 */
export function renderRemoteRoutes(SectionRoutesComponent: ComponentType, mount: string, path: string) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <UiProvider>
        <Routes>
          <Route path="/" element={<h1>{siteHomeHeading}</h1>} />
          <Route path={mount} element={<SectionRoutesComponent />} />
        </Routes>
      </UiProvider>
    </MemoryRouter>,
  );
  return { user, ...result };
}
